"""Fact extractors: a conversation turn in, candidate memories out.

`rules` is the embedded default (correction patterns such as "actually…", "call me…", read
from the user's own messages; `cues` holds its word lists); `llm` asks an OpenAI-compatible
model, under the writing constraints.
"""
