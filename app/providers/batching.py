"""Texts that concurrent requests send to a local model, encoded together in one forward pass.

A forward pass over many short texts costs far less per text than one pass each (weights are
read once per pass, not once per text), so when requests overlap, the texts that queue while a
pass runs go into the next pass together. A lone request starts its pass at once: nothing ever
waits for company.
"""

import asyncio
import os
import queue
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

Vectors = NDArray[np.float32]


@dataclass(frozen=True, slots=True)
class _Job:
    texts: Sequence[str]
    result: "Future[Vectors]"


class EncodeBatcher:
    """Runs ``encode`` on ``workers`` threads; each pass takes every job queued (up to about
    ``max_texts`` texts; one larger job runs alone). Results go back per job, in order."""

    def __init__(
        self, encode: Callable[[list[str]], Vectors], *, max_texts: int, workers: int
    ) -> None:
        self._encode = encode
        self._max_texts = max_texts
        self._workers = workers
        self._jobs: queue.SimpleQueue[_Job] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._started_in: int | None = None  # pid: threads do not survive a fork
        self._passes = 0  # running on the workers now

    async def encode(self, texts: Sequence[str], *, inline: bool = False) -> Vectors:
        """`inline`: when no pass is queued or running, encode on this thread (the caller's
        event loop waits for nothing else): the two hand-offs between threads — a worker
        woken, then the loop woken — cost 0.1–0.5 ms of a query, more on a busy machine."""
        if inline and self._passes == 0 and self._jobs.empty():
            return self._encode(list(texts))
        job = _Job(texts, Future())
        self._start_workers()
        self._jobs.put(job)
        return await asyncio.wrap_future(job.result)

    def _start_workers(self) -> None:
        with self._lock:
            if self._started_in == os.getpid():
                return
            self._jobs = queue.SimpleQueue()
            for i in range(self._workers):
                name = f"palimpsest-embed-{i}"
                threading.Thread(
                    target=self._work, args=(self._jobs,), name=name, daemon=True
                ).start()
            self._started_in = os.getpid()

    def _work(self, jobs: "queue.SimpleQueue[_Job]") -> None:
        while True:
            batch = [jobs.get()]  # idle until a request comes
            size = len(batch[0].texts)
            while size < self._max_texts:
                try:
                    job = jobs.get_nowait()
                except queue.Empty:
                    break
                batch.append(job)
                size += len(job.texts)
            # A job whose caller went away is dropped; the others can no longer be cancelled.
            batch = [job for job in batch if job.result.set_running_or_notify_cancel()]
            if batch:
                with self._lock:
                    self._passes += 1
                try:
                    self._run(batch)
                finally:
                    with self._lock:
                        self._passes -= 1

    def _run(self, batch: list[_Job]) -> None:
        try:
            vectors = self._encode([text for job in batch for text in job.texts])
        except BaseException as error:  # each caller gets the failure as its own
            for job in batch:
                job.result.set_exception(error)
            return
        start = 0
        for job in batch:
            job.result.set_result(vectors[start : start + len(job.texts)])
            start += len(job.texts)
