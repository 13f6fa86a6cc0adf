"""The base of every repository that reads or writes one tenant's rows.

A repository is built for one tenant, and every statement it runs filters each tenant-owned
table it touches (aliases included) with `owned(...)`; the rows it inserts carry
`self.tenant_id`. No repository spells the filter itself, so it has one name to look for.
Statements that deliberately reach across tenants (the job layer's fan-out) say so with an
`every_tenant` flag. RetrievalRepository's statements are built once and cached for every
tenant, so they compare with a `tenant` bind parameter that each call fills from
`self.tenant_id`; a call that left it out would fail, not read across tenants.

Two repositories never belong to a tenant and do not derive from this class: ApiKeyRepository
(a key is what names the tenant) and MaintenanceRepository (the CLI and background jobs).
tests/unit/test_repository_base.py keeps that list closed.
"""

from sqlalchemy import ColumnElement
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.models import TenantOwned


class TenantRepository:
    def __init__(self, session: AsyncSession, tenant_id: str) -> None:
        self.session = session
        self.tenant_id = tenant_id

    def owned(self, entity: type[TenantOwned]) -> ColumnElement[bool]:
        """The condition that keeps a statement to this tenant's rows of `entity` (a table,
        or an alias of one)."""
        return entity.tenant_id == self.tenant_id
