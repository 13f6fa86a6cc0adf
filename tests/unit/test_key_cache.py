import time

import pytest

from app.services.principal.keys import KeyCache, Principal


def test_a_verified_key_is_remembered_until_it_expires(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = [100.0]
    monkeypatch.setattr(time, "monotonic", lambda: clock[0])
    cache = KeyCache(seconds=30)
    cache.put("plm_a_secret", Principal("acme", "key_a"))
    assert cache.get("plm_a_secret") == Principal("acme", "key_a")
    assert cache.get("plm_a_other") is None
    clock[0] += 31
    assert cache.get("plm_a_secret") is None


def test_open_mode_is_believed_for_at_most_a_second(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = [100.0]
    monkeypatch.setattr(time, "monotonic", lambda: clock[0])
    cache = KeyCache(seconds=30)
    assert not cache.is_open()
    cache.remember_open()
    clock[0] += 0.9
    assert cache.is_open()
    clock[0] += 0.2
    assert not cache.is_open()


def test_no_caching_when_disabled() -> None:
    cache = KeyCache(seconds=0)
    cache.remember_open()
    assert not cache.is_open()
