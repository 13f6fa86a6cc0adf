"""Choose the providers once, at start-up, from the settings."""

from dataclasses import dataclass

import httpx

from app.config import Settings
from app.providers.base import Embedder, FactExtractor, InsightWriter, RelationClassifier
from app.providers.extract.llm import LLMFactExtractor
from app.providers.extract.rules import RulesFactExtractor
from app.providers.llm_classifier import LLMRelationClassifier
from app.providers.llm_insights import LLMInsightWriter
from app.providers.local import LocalEmbedder, load_encoder
from app.providers.openai import OpenAICompatible, OpenAIEmbedder
from app.providers.rules import RulesRelationClassifier
from app.providers.tokens import TokenCounter


@dataclass(frozen=True)
class Providers:
    embedder: Embedder
    classifier: RelationClassifier
    extractor: FactExtractor
    # The embedded defaults stay at hand: they are the fallbacks when a remote provider fails.
    rules: RulesRelationClassifier
    rules_extractor: RulesFactExtractor
    tokens: TokenCounter
    # Theory-of-mind insights have no rules fallback: None when no LLM is configured.
    insights: InsightWriter | None = None


def _client(
    http: httpx.AsyncClient, settings: Settings, base_url: str, key: str | None
) -> OpenAICompatible:
    return OpenAICompatible(
        http,
        base_url=base_url,
        api_key=key,
        timeout=settings.provider_timeout_seconds,
        retries=settings.provider_retries,
    )


def build_providers(settings: Settings, http: httpx.AsyncClient) -> Providers:
    """Build every provider; loading the local model takes a moment, so call it off the loop."""
    rules, rules_extractor = RulesRelationClassifier(), RulesFactExtractor()
    llm_key = settings.llm_api_key.get_secret_value() if settings.llm_api_key else None
    llm = _client(http, settings, settings.llm_base_url, llm_key)

    embedder: Embedder
    match settings.embedder:
        case "local":
            encoder = load_encoder(
                settings.local_embedder,
                cache_dir=settings.model_cache_dir,
                threads=settings.embedding_threads,
            )
            embedder = LocalEmbedder(
                encoder,
                cache_size=settings.embedding_cache_size,
                batch_texts=settings.embedding_batch_texts,
                workers=settings.embedding_workers,
            )
        case "openai":
            key = (
                settings.embedding_api_key.get_secret_value()
                if settings.embedding_api_key
                else None
            )
            embedder = OpenAIEmbedder(
                _client(http, settings, settings.embedding_base_url, key),
                model=settings.embedding_model,
                dim=settings.embedding_dim,
                send_dimensions=settings.embedding_send_dimensions,
            )
    classifier: RelationClassifier
    match settings.classifier:
        case "rules":
            classifier = rules
        case "llm":
            classifier = LLMRelationClassifier(llm, model=settings.llm_model)
    extractor: FactExtractor
    match settings.extractor:
        case "rules":
            extractor = rules_extractor
        case "llm":
            extractor = LLMFactExtractor(llm, model=settings.llm_model)
    # "An LLM is configured" = the classifier or the extractor uses it.
    insights: InsightWriter | None = None
    if "llm" in (settings.classifier, settings.extractor):
        insights = LLMInsightWriter(llm, model=settings.llm_model)
    return Providers(
        embedder, classifier, extractor, rules, rules_extractor, TokenCounter.load(), insights
    )
