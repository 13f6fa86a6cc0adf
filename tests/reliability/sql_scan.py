"""A static check that SQL is built only from constants and bound parameters.

It reads Python source with ``ast`` and reports every call to a SQL sink (``text``,
``literal_column``, ``execute``, ``exec_driver_sql``, ``scalar``, ``scalars``, ``DDL``) whose SQL
argument is a string built at run time: an f-string with a placeholder, ``%`` formatting,
``str.format``, ``str.join``, or ``+`` concatenation with anything but a constant. A name
passed as the SQL is followed to its assignments in the same function (or module), so
``stmt = f"..."; execute(stmt)`` is caught too. SQLAlchemy expressions (``select(...)``) and
constant strings pass: values travel as bound parameters.
"""

import ast
from dataclasses import dataclass
from pathlib import Path

SINKS = {"text", "literal_column", "execute", "exec_driver_sql", "scalar", "scalars", "DDL"}


@dataclass(frozen=True)
class Finding:
    path: str
    line: int
    source: str  # the offending call's first source line, stripped


def _is_constant_str(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.JoinedStr):  # an f-string without placeholders
        return all(isinstance(part, ast.Constant) for part in node.values)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _is_constant_str(node.left) and _is_constant_str(node.right)
    return False


def _is_stringish(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant | ast.JoinedStr) and (
        not isinstance(node, ast.Constant) or isinstance(node.value, str)
    )


def is_dynamic_string(node: ast.expr) -> bool:
    """A string expression whose value is only known at run time."""
    if isinstance(node, ast.JoinedStr):
        return not _is_constant_str(node)
    if isinstance(node, ast.BinOp):
        if isinstance(node.op, ast.Mod) and (
            _is_stringish(node.left) or is_dynamic_string(node.left)
        ):
            return True
        if isinstance(node.op, ast.Add):
            parts = (node.left, node.right)
            stringy = any(_is_stringish(p) or is_dynamic_string(p) for p in parts)
            return stringy and not _is_constant_str(node)
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in ("format", "join")
        and (_is_stringish(node.func.value) or is_dynamic_string(node.func.value))
    )


def _sink_name(call: ast.Call) -> str | None:
    func = call.func
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
    return name if name in SINKS else None


class _Scanner(ast.NodeVisitor):
    def __init__(self, path: str, lines: list[str]) -> None:
        self.path = path
        self.lines = lines
        self.findings: list[Finding] = []
        self.scopes: list[dict[str, list[ast.expr]]] = [{}]

    def _assignments(self, node: ast.AST) -> dict[str, list[ast.expr]]:
        found: dict[str, list[ast.expr]] = {}
        for child in ast.walk(node):
            targets: list[ast.expr] = []
            value: ast.expr | None = None
            if isinstance(child, ast.Assign):
                targets, value = child.targets, child.value
            elif isinstance(child, ast.AnnAssign | ast.AugAssign) and child.value is not None:
                targets, value = [child.target], child.value
                if isinstance(child, ast.AugAssign):  # s += y: a string grown at run time
                    value = ast.BinOp(left=ast.Constant(""), op=child.op, right=child.value)
            for target in targets:
                if isinstance(target, ast.Name) and value is not None:
                    found.setdefault(target.id, []).append(value)
        return found

    def scan(self, tree: ast.Module) -> list[Finding]:
        self.scopes = [self._assignments(tree)]
        self.visit(tree)
        return self.findings

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        self._function(node)

    def visit_AsyncFunctionDef(self, node: ast.AsyncFunctionDef) -> None:
        self._function(node)

    def _function(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        self.scopes.append(self._assignments(node))
        self.generic_visit(node)
        self.scopes.pop()

    def _resolves_dynamic(self, node: ast.expr) -> bool:
        if is_dynamic_string(node):
            return True
        if isinstance(node, ast.Name):
            for scope in reversed(self.scopes):
                if node.id in scope:
                    return any(is_dynamic_string(value) for value in scope[node.id])
        return False

    def visit_Call(self, node: ast.Call) -> None:
        if _sink_name(node) is not None and node.args and self._resolves_dynamic(node.args[0]):
            self.findings.append(
                Finding(self.path, node.lineno, self.lines[node.lineno - 1].strip())
            )
        self.generic_visit(node)


def scan_source(source: str, path: str = "<string>") -> list[Finding]:
    return _Scanner(path, source.splitlines()).scan(ast.parse(source))


def scan_tree(root: Path, base: Path) -> list[Finding]:
    findings: list[Finding] = []
    for file in sorted(root.rglob("*.py")):
        relative = file.relative_to(base).as_posix()
        findings += scan_source(file.read_text(encoding="utf-8"), relative)
    return findings
