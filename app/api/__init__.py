from fastapi import APIRouter

from app.api import health, memories, query, threads

api_router = APIRouter()
api_router.include_router(memories.router)
api_router.include_router(query.router)
api_router.include_router(health.router)
api_router.include_router(threads.router)
