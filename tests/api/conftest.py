from collections.abc import Iterator

import pytest

from tests.fixtures.fake_openai import FakeOpenAI


@pytest.fixture(scope="module")
def model() -> Iterator[FakeOpenAI]:
    """A model server of the module's own, for apps configured to call it at start-up."""
    server = FakeOpenAI().start()
    yield server
    server.stop()
