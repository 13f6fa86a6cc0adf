"""Vectors go to PostgreSQL in pgvector's binary form once a connection knows the type, in
its text form before; both arrive as the same float32 values."""

import json
from typing import Any

import numpy as np
import psycopg
from psycopg.adapt import PyFormat
from psycopg.pq import Format
from sqlalchemy import bindparam, select, text
from sqlalchemy.ext.asyncio import AsyncEngine

from app.config import Settings
from app.db.engine import create_engine, libpq_url
from app.db.vectors import VectorParam, _use_binary_vectors

VALUES = np.array([0.1, -2.5, 1e-7, 3.4028235e38, -0.0, 1 / 3], dtype=np.float32)


async def _sent_as(connection: psycopg.AsyncConnection[Any]) -> tuple[Format, list[float]]:
    dumper = connection.adapters.get_dumper(np.ndarray, PyFormat.AUTO)
    cursor = await connection.execute("SELECT %s::vector::real[]", (VALUES,))
    row = await cursor.fetchone()
    assert row is not None
    return dumper.format, row[0]


async def test_a_connection_that_knows_the_type_sends_binary(database_url: str) -> None:
    async with await psycopg.AsyncConnection.connect(libpq_url(database_url)) as connection:
        assert (await _sent_as(connection))[0] == Format.TEXT  # not yet looked up
        await _use_binary_vectors(connection)
        form, values = await _sent_as(connection)
    assert form == Format.BINARY
    assert np.array_equal(np.array(values, dtype=np.float32), VALUES)


async def test_without_the_extension_the_text_form_still_works(admin_url: str) -> None:
    # The server's maintenance database has no pgvector: nothing to look up, text is sent.
    async with await psycopg.AsyncConnection.connect(admin_url) as connection:
        await _use_binary_vectors(connection)
        dumper = connection.adapters.get_dumper(np.ndarray, PyFormat.AUTO)
        assert dumper.format == Format.TEXT
        cursor = await connection.execute("SELECT %s::text", (VALUES,))
        row = await cursor.fetchone()
    assert row is not None
    assert np.array_equal(np.array(json.loads(row[0]), dtype=np.float32), VALUES)


async def test_the_service_engine_binds_vectors_binary(
    settings: Settings, database_url: str
) -> None:
    engine: AsyncEngine = create_engine(database_url, settings)
    try:
        async with engine.connect() as connection:
            raw = (await connection.get_raw_connection()).driver_connection
            assert raw is not None
            dumper = raw.adapters.get_dumper(np.ndarray, PyFormat.AUTO)
            assert dumper.format == Format.BINARY
            # A list of vectors (the staged rows' column) is a vector[] of the same values.
            rows = await connection.execute(
                text("SELECT (CAST(:vs AS vector[]))[2]::real[]"), {"vs": [VALUES, -VALUES]}
            )
            assert np.array_equal(np.array(rows.scalar_one(), dtype=np.float32), -VALUES)
            # A statement parameter typed VectorParam takes a plain list too.
            query = select(bindparam("v", type_=VectorParam()).op("<=>")(text("'[1,0]'::vector")))
            assert (await connection.execute(query, {"v": [0.0, 2.0]})).scalar_one() == 1.0
    finally:
        await engine.dispose()
