"""Stops an embedded PostgreSQL once no process that uses it is alive.

`python -m app.db.watchdog PGDATA`, started by `app.db.embedded.watch`, one per server. The
processes using the server are the pids in `PGDATA/.handle_pids.json`. A process that exits
normally takes its pid out, and the last one stops the server itself. A process that is
killed (SIGKILL, the OOM killer, a test runner giving up) cannot, and without this watchdog its
server would run until the next start in the same directory. Once a second, under the same
lock as the processes joining the server, the watchdog drops dead pids; when none is left, it
stops the server (fast shutdown) and exits.
"""

import os
import signal
import sys
import time
from contextlib import suppress
from pathlib import Path

import psutil

from app.db.embedded import WATCHDOG_PIDFILE, embedded_postgres, forget_dead_handles

INTERVAL_SECONDS = 1.0


def postmaster(pgdata: Path) -> psutil.Process | None:
    """The running postmaster of `pgdata`, as its `postmaster.pid` names it."""
    with suppress(OSError, ValueError, IndexError, psutil.Error):
        process = psutil.Process(int((pgdata / "postmaster.pid").read_text().split()[0]))
        if process.name() == "postgres":
            return process
    return None


def stop(pgdata: Path) -> None:
    """Fast shutdown (SIGINT): sessions are ended and the data is checkpointed. An immediate
    shutdown (SIGQUIT) if that takes too long."""
    process = postmaster(pgdata)
    if process is None:
        return
    for sig, wait in ((signal.SIGINT, 30), (signal.SIGQUIT, 10)):
        with suppress(psutil.Error):
            process.send_signal(sig)
            process.wait(timeout=wait)
            return


def watch(pgdata: Path) -> None:
    lock = embedded_postgres().PostgresServer._lock
    pidfile = pgdata / WATCHDOG_PIDFILE
    while True:
        time.sleep(INTERVAL_SECONDS)
        with lock:
            if pgdata.exists() and forget_dead_handles(pgdata):
                continue
            # Nobody uses the server: stop it while holding the lock, so a process about to
            # join either registers first (and we keep watching) or starts it afresh after.
            stop(pgdata)
            with suppress(OSError, ValueError):
                if int(pidfile.read_text()) == os.getpid():
                    pidfile.unlink()
            return


def detach() -> None:
    """Fork; the parent prints the child's pid and exits. The child starts a new session, so a
    signal to the group it came from (Ctrl-C, a test runner killing its workers) does not
    reach it, and lets go of the terminal and of its starter's pipes."""
    child = os.fork()
    if child:
        os.write(1, f"{child}\n".encode())
        os._exit(0)
    os.setsid()
    devnull = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(devnull, fd)


if __name__ == "__main__":
    if sys.argv[1] == "--detach":
        detach()
    watch(Path(sys.argv[-1]))
