from fastapi import APIRouter
from pydantic import BaseModel

from app import __version__

router = APIRouter(tags=["operations"])


class Health(BaseModel):
    status: str
    version: str


@router.get("/health", response_model=Health, summary="Liveness")
async def health() -> Health:
    """Answers while the process is up; it does not touch the database."""
    return Health(status="ok", version=__version__)
