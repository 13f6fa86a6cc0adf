"""`palimpsest keys create | list | revoke`: API keys, each acting for one tenant."""

import argparse
import sys

from app.cli.database import with_runtime
from app.config import get_settings
from app.services.principal import keys


def add_commands(commands: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    key_commands = commands.add_parser("keys", help="manage API keys").add_subparsers(
        required=True, metavar="ACTION"
    )
    p = key_commands.add_parser("create", help="create a key and print it (shown once)")
    p.add_argument("--tenant", required=True, help="the tenant the key acts for")
    p.add_argument("--name", help="a label to recognise the key by")
    p.set_defaults(func=keys_create)
    p = key_commands.add_parser("list", help="list keys (never their secrets)")
    p.add_argument("--tenant")
    p.set_defaults(func=keys_list)
    p = key_commands.add_parser("revoke", help="revoke a key by its id")
    p.add_argument("key_id")
    p.set_defaults(func=keys_revoke)


def keys_create(args: argparse.Namespace) -> None:
    issued = with_runtime(
        get_settings(),
        lambda rt: keys.create_key(args.tenant, args.name, uow_factory=rt.uow_factory),
    )
    print(issued.token)
    print(
        f"key {issued.key.id} for tenant '{issued.key.tenant_id}': store it now, it is shown once.",
        file=sys.stderr,
    )


def keys_list(args: argparse.Namespace) -> None:
    rows = with_runtime(
        get_settings(), lambda rt: keys.list_keys(args.tenant, uow_factory=rt.uow_factory)
    )
    for key in rows:
        state = f"revoked {key.revoked_at:%Y-%m-%d}" if key.revoked_at else "active"
        print(f"{key.id}\t{key.tenant_id}\t{key.name or '-'}\t{key.created_at:%Y-%m-%d}\t{state}")


def keys_revoke(args: argparse.Namespace) -> None:
    key = with_runtime(
        get_settings(), lambda rt: keys.revoke_key(args.key_id, uow_factory=rt.uow_factory)
    )
    print(f"revoked {key.id} (tenant '{key.tenant_id}')")
