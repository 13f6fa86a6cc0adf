from fastapi import APIRouter

from app.api import checkpoints, consent, health, memories, query, stats, threads, users

api_router = APIRouter()
api_router.include_router(memories.router)
api_router.include_router(query.router)
api_router.include_router(health.router)
api_router.include_router(threads.router)
api_router.include_router(users.router)
api_router.include_router(checkpoints.router)
api_router.include_router(stats.router)
api_router.include_router(consent.router)
