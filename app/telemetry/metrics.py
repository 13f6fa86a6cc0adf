"""Prometheus metrics (served at GET /metrics).

Counters and histograms live in prometheus_client's default registry. Under several server
processes (`PALIMPSEST_WORKERS` > 1) `palimpsest serve` points PROMETHEUS_MULTIPROC_DIR at a
fresh directory before the processes start, and a scrape then sums every process's values —
so a scrape that lands on any one process sees the whole server.
"""

import os

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Histogram,
    generate_latest,
    multiprocess,
)
from prometheus_client.core import GaugeMetricFamily

CONTENT_TYPE = CONTENT_TYPE_LATEST

REQUEST_SECONDS = Histogram(
    "palimpsest_http_request_duration_seconds",
    "Time to answer an HTTP request, by route template, method and status.",
    ["method", "route", "status"],
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0),
)
CLASSIFIER_CALLS = Counter(
    "palimpsest_classifier_calls_total",
    "Writes a relation classifier judged, by the classifier that decided and outcome: ok, or "
    "fallback when the configured classifier failed and this one decided instead.",
    ["classifier", "outcome"],
)
PROVIDER_FAILURES = Counter(
    "palimpsest_provider_failures_total",
    "Calls to a model provider that failed after their retries and were absorbed by a fallback,"
    " by role (embedder, classifier, extractor, insights) and provider: the write went on"
    " without it (stored without a vector, judged or extracted by the rules, no insight).",
    ["role", "provider"],
)
WRITES = Counter(
    "palimpsest_writes_total", "Memories written, by action (ADD/UPDATE/DELETE/NOOP).", ["action"]
)
SUPERSESSIONS = Counter(
    "palimpsest_supersessions_total",
    "Memories superseded or retracted by a write, by relation (key, CONTRADICTION, UPDATE, …).",
    ["relation"],
)


def count_write(
    action: str, relation: str | None, retired: int, classifier: str | None, fallback: bool
) -> None:
    """One committed write: its action, what it retired, and who judged it."""
    WRITES.labels(action).inc()
    if retired:
        SUPERSESSIONS.labels(relation or "none").inc(retired)
    if classifier is not None:
        CLASSIFIER_CALLS.labels(classifier, "fallback" if fallback else "ok").inc()


def count_provider_failure(role: str, provider: str) -> None:
    PROVIDER_FAILURES.labels(role, provider).inc()


def render(queue_depth: dict[tuple[str, str], int] | None) -> bytes:
    """The exposition text: this server's metrics plus the job queue's depth, read now (None:
    unknown, left out)."""
    if "PROMETHEUS_MULTIPROC_DIR" in os.environ:
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)  # type: ignore[no-untyped-call]
        text = generate_latest(registry)
    else:
        text = generate_latest()
    if queue_depth is None:
        return text
    queue = CollectorRegistry()
    queue.register(_QueueDepth(queue_depth))
    return text + generate_latest(queue)


class _QueueDepth:
    def __init__(self, depth: dict[tuple[str, str], int]) -> None:
        self.depth = depth

    def collect(self) -> list[GaugeMetricFamily]:
        gauge = GaugeMetricFamily(
            "palimpsest_queue_jobs",
            "Background jobs waiting (todo) or running (doing), by queue.",
            labels=["queue", "status"],
        )
        for (queue, status), count in sorted(self.depth.items()):
            gauge.add_metric([queue, status], count)
        return [gauge]
