"""A progress line for operator commands: redrawn in place on a terminal, a few plain lines
otherwise (logs, CI), and always one summary line at the end."""

import sys
import time
from typing import TextIO


class Progress:
    def __init__(self, label: str, total: int | None = None, *, stream: TextIO | None = None):
        self.label = label
        self.total = total
        self.done = 0
        self._stream = stream or sys.stderr
        self._tty = self._stream.isatty()
        self._started = time.perf_counter()
        self._drawn = 0.0

    def advance(self, n: int = 1) -> None:
        self.done += n
        now = time.perf_counter()
        # A terminal redraws ten times a second; a log gets a line every ten seconds.
        if now - self._drawn >= (0.1 if self._tty else 10.0):
            self._drawn = now
            self._draw(end="\r" if self._tty else "\n")

    def finish(self, summary: str) -> None:
        """Replace the bar with the summary line (and the elapsed time and rate)."""
        elapsed = time.perf_counter() - self._started
        rate = self.done / elapsed if elapsed > 0 else 0.0
        clear = "\r\033[K" if self._tty else ""
        self._stream.write(f"{clear}{self.label}: {summary} in {elapsed:.1f} s ({rate:.1f}/s)\n")
        self._stream.flush()

    @property
    def elapsed(self) -> float:
        return time.perf_counter() - self._started

    def _draw(self, *, end: str) -> None:
        if self.total:
            width = 30
            filled = int(width * min(self.done, self.total) / self.total)
            bar = "█" * filled + "·" * (width - filled)
            line = f"{self.label} [{bar}] {self.done}/{self.total}"
        else:
            line = f"{self.label}: {self.done}"
        self._stream.write(line + end)
        self._stream.flush()
