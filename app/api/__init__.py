from fastapi import APIRouter

from app.api import health, memories

api_router = APIRouter()
api_router.include_router(memories.router)
api_router.include_router(health.router)
