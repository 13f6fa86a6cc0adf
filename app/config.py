"""Settings: every threshold and knob of the service, read once from the environment.

Variables use the `PALIMPSEST_` prefix; the database URL and port also answer to the usual
`DATABASE_URL` and `PORT`, the embedding and LLM keys to `OPENAI_API_KEY`. Settings of the
service are read here and nowhere else; the environment is otherwise touched only to talk to
other processes and libraries:
- `palimpsest serve` (app/cli/server.py) writes the resolved `DATABASE_URL` before starting
  uvicorn, so worker processes read it through these Settings instead of starting their own
  embedded PostgreSQL, and with several workers writes `PROMETHEUS_MULTIPROC_DIR`, which
  app/telemetry/metrics.py reads to merge the processes' metrics (prometheus_client's
  multiprocess mode is configured that way);
- app/__init__.py defaults `OPENBLAS_NUM_THREADS` to 1 before numpy loads.
The model cache's default follows the XDG convention, so `XDG_CACHE_HOME` is read here too.
"""

import os
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import AliasChoices, Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

from app.providers.base import STATEMENT_CHARS
from app.schemas.write import MAX_TEXT_CHARS


def _default_cache_dir() -> Path:
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "palimpsest"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="PALIMPSEST_", extra="ignore")

    # Where the data lives. Unset DATABASE_URL → an embedded PostgreSQL under data_dir/pg.
    database_url: str | None = Field(
        default=None, validation_alias=AliasChoices("DATABASE_URL", "PALIMPSEST_DATABASE_URL")
    )
    data_dir: Path = Path(".palimpsest")
    db_pool_size: int = Field(default=10, ge=1)
    db_max_overflow: int = Field(default=10, ge=0)

    # Serving.
    host: str = "127.0.0.1"
    port: int = Field(
        default=8000, ge=1, le=65535, validation_alias=AliasChoices("PORT", "PALIMPSEST_PORT")
    )
    workers: int = Field(default=1, ge=1)
    log_level: Literal["debug", "info", "warning", "error"] = "info"
    # json: one object per line with the request id (for log collectors); text: for people;
    # auto: text on a terminal, json otherwise.
    log_format: Literal["auto", "json", "text"] = "auto"
    migrate_on_start: bool = True
    # Freeze what a serving process holds once ready and collect young objects less often
    # (app/heap.py). Off where many apps start and stop in one process (the test suite).
    tune_gc: bool = True

    # Memories.
    embedding_dim: int = Field(default=384, ge=1, le=16000)
    categories_file: Path | None = None
    # A memory's text, in characters: at most the API's own ceiling.
    max_text_chars: int = Field(default=MAX_TEXT_CHARS, ge=1, le=MAX_TEXT_CHARS)
    # Request bodies above this size are refused (413) before anything reads them.
    max_request_bytes: int = Field(default=2 * 1024 * 1024, ge=1024)
    # POST /memory/batch: at most this many items, and a body of at most this size.
    batch_max_items: int = Field(default=1000, ge=1, le=100_000)
    max_batch_bytes: int = Field(default=16 * 1024 * 1024, ge=1024)
    default_confidence: float = Field(default=0.9, ge=0, le=1)
    # Key conflicts: confidences closer than this → the latest value wins.
    confidence_delta: float = Field(default=0.1, ge=0, le=1)
    # How many times a write that lost a race re-reads and re-decides before giving up.
    write_retries: int = Field(default=8, ge=1)
    # A soft-deleted memory can be restored until it is purged this many days later.
    purge_days: int = Field(default=30, ge=1)

    # Conflict detection (DESIGN §3 step 5). Existing memories are semantic candidates when
    # their importance exceeds importance_gate (or they are core) and their cosine similarity
    # to the new memory reaches similarity_gate; at most candidate_k of them.
    similarity_gate: float = Field(default=0.6, ge=0, le=1)
    # A text with a correction or retraction cue ("actually", "no longer", 其实, 不再) says it
    # replaces something: its neighbours are searched down to this similarity instead.
    correction_gate: float = Field(default=0.35, ge=0, le=1)
    importance_gate: float = Field(default=0.5, ge=0, le=1)
    candidate_k: int = Field(default=10, ge=1, le=50)
    # At or above this similarity a memory is a near-duplicate: NOOP, unless the classifier
    # finds a conflict ("has 2 kids" / "has 3 kids" embed at 0.95 with MiniLM).
    duplicate_similarity: float = Field(default=0.95, ge=0, le=1)
    # One write retires at most this many memories by meaning (the most similar first): one
    # statement changes one fact, and a verdict that would retire many at once is far more
    # often a misread cue than a sweeping change (docs/conflicts.md). Key conflicts and
    # `supersedes` are not counted.
    max_retirements: int = Field(default=2, ge=1, le=50)
    # Relations: each new memory links to at most link_k neighbours this similar.
    link_min: float = Field(default=0.7, ge=0, le=1)
    link_k: int = Field(default=5, ge=0, le=50)
    # memory.query reranking: score = fused rank (1.0 for first place in one search) +
    # importance·w + relation·w + recency·w, recency halving every rank_half_life_days;
    # insights count for insight_weight of that.
    # Hybrid retrieval: the semantic and the lexical search are fused by reciprocal rank
    # fusion, each list weighted (docs/retrieval.md: the defaults are chosen on the dev split).
    retrieval_semantic_weight: float = Field(default=1.0, ge=0)
    retrieval_lexical_weight: float = Field(default=1.0, ge=0)
    retrieval_rrf_k: int = Field(default=60, ge=1)
    # A query word stated by more than this share of all memories (PostgreSQL's statistics of
    # the search column) selects no memory for the lexical search on its own: it still counts
    # in the rank of memories another word selected. 1 keeps every word (docs/retrieval.md).
    retrieval_common_term_share: float = Field(default=0.5, gt=0, le=1)
    # On the dev split of benchmarks/dialogue_recall none of the three helped (each lowered
    # recall@10): they are off by default, there for stores where they carry signal.
    rank_importance_weight: float = Field(default=0.0, ge=0)
    rank_relation_weight: float = Field(default=0.0, ge=0)
    rank_recency_weight: float = Field(default=0.0, ge=0)
    rank_half_life_days: float = Field(default=30.0, gt=0)
    insight_weight: float = Field(default=0.5, ge=0, le=1)
    # Retrieval counts are written in the background every this many seconds (0: after each
    # answer).
    access_flush_seconds: float = Field(default=1.0, ge=0)
    # PostgreSQL's statistics of memories are refreshed in the background once a user's new
    # memories reach this many and half of what the user had (app/db/statistics.py), so a
    # fast-growing user is planned by its size before autovacuum gets to it. 0: autovacuum only.
    refresh_statistics_after: int = Field(default=200, ge=0)
    # Facts taken from one conversation turn (`messages`).
    max_extracted_facts: int = Field(default=3, ge=1, le=10)

    # Providers: the embedded defaults need no network.
    embedder: Literal["local", "openai"] = "local"
    # The local model's runtime: int8 (ONNX Runtime, quantized; the fastest), float32 (ONNX
    # Runtime) or numpy (float32, the reference the others are measured against). See
    # docs/performance.md, "The embedder".
    local_embedder: Literal["int8", "float32", "numpy"] = "int8"
    # The ONNX models are built from the weights on first use and cached here.
    model_cache_dir: Path = Field(default_factory=_default_cache_dir)
    # Texts that concurrent requests send to the local model while a forward pass runs go into
    # the next pass together, up to this many; embedding_workers passes run at once, each on
    # embedding_threads threads (docs/performance.md, "The embedder": two workers of one
    # thread measured best on 2 cores).
    embedding_batch_texts: int = Field(default=64, ge=1)
    embedding_workers: int = Field(default=2, ge=1, le=16)
    embedding_threads: int = Field(default=1, ge=1, le=16)
    embedding_cache_size: int = Field(default=10_000, ge=0)
    embedding_base_url: str = "https://api.openai.com/v1"
    embedding_api_key: SecretStr | None = Field(
        default=None,
        validation_alias=AliasChoices("PALIMPSEST_EMBEDDING_API_KEY", "OPENAI_API_KEY"),
    )
    embedding_model: str = "text-embedding-3-small"
    # Ask the server for embedding_dim dimensions (OpenAI's text-embedding-3 models can).
    embedding_send_dimensions: bool = True
    classifier: Literal["rules", "llm"] = "rules"
    extractor: Literal["rules", "llm"] = "rules"
    llm_base_url: str = "https://api.openai.com/v1"
    llm_api_key: SecretStr | None = Field(
        default=None, validation_alias=AliasChoices("PALIMPSEST_LLM_API_KEY", "OPENAI_API_KEY")
    )
    llm_model: str = "gpt-4o-mini"
    provider_timeout_seconds: float = Field(default=10.0, gt=0)
    provider_retries: int = Field(default=2, ge=0, le=10)

    # Consent (DESIGN §3 step 7): a change to one of these keys that the user did not state
    # themself waits as a consent proposal for consent_days, and the current value stays.
    sensitive_keys: list[str] = ["preferred_name", "pronouns", "city", "language"]
    consent_days: int = Field(default=7, ge=1)
    # Model-written memory text (extracted facts, insights): at most this many characters and
    # sentences (the spec's writing constraints); longer text is trimmed at a sentence end.
    max_written_chars: int = Field(default=STATEMENT_CHARS, ge=20)
    max_written_sentences: int = Field(default=2, ge=1)

    # Lifecycle jobs. TTL: a memory not read for ttl_days, less important than ttl_importance
    # and not pinned is soft-deleted (restorable until purged purge_days later).
    ttl_days: int = Field(default=60, ge=1)
    ttl_importance: float = Field(default=0.5, ge=0, le=1)
    # Consolidation, once a day: the pool is memories changed in the last pool_hours, important
    # (≥ pool_importance) or often retrieved (top decile); pairs pass pre-filters without a model
    # (similarity in [band_low, band_high], both changed within recency_days, shared words or a
    # numeric step), then go to the classifier batch_size pairs per call. A checked pair is not
    # checked again for pair_check_days. Caps bound the work per user and per tenant per run.
    consolidation_pool_hours: int = Field(default=72, ge=1)
    consolidation_pool_importance: float = Field(default=0.6, ge=0, le=1)
    consolidation_band_low: float = Field(default=0.5, ge=0, le=1)
    consolidation_band_high: float = Field(default=1.0, ge=0, le=1)
    consolidation_recency_days: int = Field(default=90, ge=1)
    consolidation_batch_size: int = Field(default=8, ge=5, le=10)
    # "The same fact": the classifier says OVERLAP, the embeddings are at least this similar,
    # and both state the same numbers.
    consolidation_merge_similarity: float = Field(default=0.92, ge=0, le=1)
    consolidation_user_pairs: int = Field(default=50, ge=1)
    consolidation_tenant_pairs: int = Field(default=2000, ge=1)
    pair_check_days: int = Field(default=14, ge=1)
    # Theory-of-mind insights (LLM classifier/extractor only): at most insight_max per run, and
    # no run for a user who got one within insight_cooldown_hours.
    insight_max: int = Field(default=3, ge=1, le=3)
    insight_cooldown_hours: int = Field(default=24, ge=1)
    # Background worker: how many jobs one `palimpsest worker` process runs at once.
    worker_concurrency: int = Field(default=2, ge=1)

    # API keys: a verified key is remembered this long (revocation takes effect within it).
    key_cache_seconds: float = Field(default=30.0, ge=0)
    # The key `palimpsest mcp` (stdio) acts with, as a REST request's bearer key would; none
    # while the service is open.
    api_key: SecretStr | None = Field(
        default=None, validation_alias=AliasChoices("PALIMPSEST_API_KEY")
    )


@lru_cache
def get_settings() -> Settings:
    return Settings()
