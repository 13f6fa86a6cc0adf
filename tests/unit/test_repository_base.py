"""Every repository of one tenant's rows derives from `TenantRepository`, so its statements have
the tenant filter at hand under one name; the exceptions are a closed list."""

import importlib
import inspect
import pkgutil
import re
from pathlib import Path

from app.db import models, repositories
from app.db.base import Base
from app.db.models import Memory, TenantOwned
from app.db.repositories.base import TenantRepository
from app.db.repositories.keys import ApiKeyRepository
from app.db.repositories.maintenance import MaintenanceRepository

# Repositories that never belong to one tenant: a key is what names the tenant, and
# maintenance runs for the CLI and background jobs across all of them.
CROSS_TENANT = {ApiKeyRepository, MaintenanceRepository}
PACKAGE = Path(repositories.__file__).parent


def _repository_classes() -> set[type]:
    found: set[type] = set()
    for module_info in pkgutil.iter_modules([str(PACKAGE)]):
        module = importlib.import_module(f"{repositories.__name__}.{module_info.name}")
        found |= {
            cls
            for name, cls in inspect.getmembers(module, inspect.isclass)
            if name.endswith("Repository") and cls.__module__ == module.__name__
        }
    return found


def test_every_repository_is_a_tenant_repository_or_listed_as_cross_tenant() -> None:
    classes = _repository_classes()
    assert classes >= CROSS_TENANT
    assert {cls for cls in classes - CROSS_TENANT if not issubclass(cls, TenantRepository)} == set()
    assert not any(issubclass(cls, TenantRepository) for cls in CROSS_TENANT)


def test_every_table_with_a_tenant_column_is_tenant_owned() -> None:
    mappers = Base.registry.mappers
    with_tenant = {m.class_ for m in mappers if "tenant_id" in m.columns}
    assert with_tenant == {m.class_ for m in mappers if issubclass(m.class_, TenantOwned)}
    assert models.Memory in with_tenant


def test_the_tenant_filter_is_spelled_only_in_the_base() -> None:
    # A filter, not a check on a row in hand (`assert proposal.tenant_id == self.tenant_id`).
    hand_written = re.compile(r"^(?!\s*assert\b).*\.tenant_id\s*==\s*self\.tenant_id", re.M)
    offenders = [
        path.name
        for path in PACKAGE.glob("*.py")
        if path.name != "base.py" and hand_written.search(path.read_text())
    ]
    assert offenders == []


def test_owned_compares_the_tenant_column_with_the_repository_tenant() -> None:
    condition = TenantRepository(None, "tenant-a").owned(Memory)  # type: ignore[arg-type]
    assert str(condition) == "memories.tenant_id = :tenant_id_1"
    assert condition.compile().params == {"tenant_id_1": "tenant-a"}
