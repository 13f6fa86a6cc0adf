"""Example payloads for the OpenAPI document: the 张三 → 李四 scenario."""

from pydantic import JsonValue as ExampleJson

CREATE_EXAMPLE: dict[str, ExampleJson] = {
    "user_id": "u_42",
    "text": "Call me 李四",
    "type": "preference",
    "key": "preferred_name",
    "value": "李四",
    "confidence": 0.9,
    "thread_id": "t_1",
    "role": "user",
}


V1 = "mem_5f0c6f2b1f9e4c7a9d6b0e1a2c3d4e5f"
V2 = "mem_8a1d2c3b4e5f60718293a4b5c6d7e8f9"
MEMORY_EXAMPLE: dict[str, ExampleJson] = {
    "id": V2, "user_id": "u_42", "agent_id": None, "run_id": None, "thread_id": "t_1",
    "actor_id": None, "role": "user", "project_id": None, "scope": "global",
    "type": "preference", "category": "preferences", "key": "preferred_name", "value": "李四",
    "text": "其实还是叫我李四吧", "confidence": 0.85, "importance": 0.5, "tier": "semantic",
    "pinned": False, "lifespan": "permanent", "tags": [], "metadata": {}, "chain_id": V1,
    "version": 2, "status": "active", "is_active": True, "supersedes": V1,
    "superseded_by": None, "superseded_at": None, "contradicted_by": None,
    "valid_from": "2026-11-22T10:05:00Z", "valid_until": None,
    "created_at": "2026-11-22T10:05:00Z", "updated_at": "2026-11-22T10:05:00Z",
    "last_accessed_at": None, "access_count": 0, "deleted_at": None, "purge_at": None,
}  # fmt: skip
SUPERSEDED_EXAMPLE: dict[str, ExampleJson] = {
    **MEMORY_EXAMPLE, "id": V1, "chain_id": V1, "version": 1, "value": "张三",
    "text": "以后请叫我张三", "confidence": 0.9, "status": "superseded", "is_active": False,
    "supersedes": None, "superseded_by": V2, "superseded_at": "2026-11-22T10:05:00Z",
    "valid_from": "2026-11-22T10:00:00Z", "valid_until": "2026-11-22T10:05:00Z",
    "created_at": "2026-11-22T10:00:00Z",
}  # fmt: skip


TURN_EXAMPLE: dict[str, ExampleJson] = {
    "user_id": "u_42",
    "thread_id": "t_1",
    "messages": [
        {"role": "assistant", "content": "Shall I keep calling you 张三?"},
        {"role": "user", "content": "其实还是叫我李四吧. Oh, and I've switched to Neovim."},
    ],
}
