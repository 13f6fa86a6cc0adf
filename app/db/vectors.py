"""Vectors sent to PostgreSQL in pgvector's binary form.

pgvector's SQLAlchemy type sends a vector as text: 384 floats formatted one by one in Python
(about 160 µs a vector; a write sends two, a query one) and parsed back by the server. The
hot statements (a write's candidates and new version, a query's search) bind numpy arrays
instead, which psycopg sends in pgvector's binary form (`vector_recv`): the dimension, a
reserved word, then the float32 values, all big-endian: a copy, not a format.

The binary form needs the `vector` type's oid, which is per database: each connection looks
it up once when it opens. A connection opened before the extension existed (a fresh database
about to be migrated) sends the text form, as before.
"""

import struct
from typing import Any

import numpy as np
import psycopg
from pgvector import Vector
from psycopg.adapt import Dumper, PyFormat
from psycopg.pq import Format
from psycopg.types import TypeInfo
from sqlalchemy import event
from sqlalchemy.ext.asyncio import AsyncEngine
from sqlalchemy.types import UserDefinedType

_BIG_ENDIAN_FLOAT32 = np.dtype(">f4")


def as_vector(value: Any) -> np.ndarray[Any, np.dtype[np.float32]]:
    """A vector (numpy array or sequence of numbers) as the array the dumpers below send."""
    return np.asarray(value, dtype=np.float32)


class _TextVector(Dumper):
    """The fallback: pgvector's text form, type left for the server to infer."""

    def dump(self, obj: Any) -> bytes:
        return str(Vector._to_db(obj)).encode()


class _BinaryVector(Dumper):
    format = Format.BINARY

    def dump(self, obj: Any) -> bytes:
        values = np.asarray(obj, dtype=_BIG_ENDIAN_FLOAT32)
        return struct.pack(">HH", values.shape[0], 0) + values.tobytes()


# Every connection can at least send the text form.
psycopg.adapters.register_dumper(np.ndarray, _TextVector)


async def _use_binary_vectors(connection: psycopg.AsyncConnection[Any]) -> None:
    info = await TypeInfo.fetch(connection, "vector")
    if info is None:
        return  # the extension is not installed yet: the text form
    info.register(connection)  # and its array type, for a column of vectors
    dumper = type("BinaryVector", (_BinaryVector,), {"oid": info.oid})
    connection.adapters.register_dumper(np.ndarray, dumper)


def send_vectors_binary(engine: AsyncEngine) -> None:
    """Have each new connection of `engine` send numpy arrays in pgvector's binary form."""

    @event.listens_for(engine.sync_engine, "connect")
    def connected(dbapi_connection: Any, record: Any) -> None:
        dbapi_connection.run_async(_use_binary_vectors)


def sends_binary(connection: psycopg.AsyncConnection[Any]) -> bool:
    """Whether `connection` can send vectors in the binary form (it looked the type up).

    psycopg picks a list's element dumper by the list's format, and `%s` lets it choose text:
    a list of vectors goes binary only through a `%b` placeholder, which a connection without
    the binary dumper cannot serve."""
    try:
        connection.adapters.get_dumper(np.ndarray, PyFormat.BINARY)
    except psycopg.ProgrammingError:
        return False
    return True


class VectorParam(UserDefinedType[Any]):
    """A bound vector parameter sent as a numpy array (binary on the wire); for statements'
    parameters only, never a column."""

    cache_ok = True

    def get_col_spec(self, **kw: Any) -> str:
        return "VECTOR"

    def bind_processor(self, dialect: Any) -> Any:
        def process(value: Any) -> Any:
            return None if value is None else as_vector(value)

        return process
