"""The categories config: which categories exist, how context uses them, who may read them."""

from importlib import resources
from pathlib import Path
from typing import Literal, Self

import yaml
from pydantic import BaseModel, ConfigDict, Field, model_validator

from app.enums import MemoryType


class Category(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(min_length=1, max_length=64)
    context: Literal["all", "rag"] = "rag"
    rag_length: int | None = Field(default=None, ge=1)


class CategoryGroups(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    system: list[Category]
    custom: list[Category] = []


class TypeDefaults(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    category: str
    importance: float = Field(ge=0, le=1)


class Categories(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    categories: CategoryGroups
    type_defaults: dict[MemoryType, TypeDefaults]
    allowlists: dict[str, list[str]] = {}

    @property
    def by_name(self) -> dict[str, Category]:
        return {c.name: c for c in [*self.categories.system, *self.categories.custom]}

    def default_for(self, memory_type: MemoryType) -> TypeDefaults:
        return self.type_defaults[memory_type]

    @model_validator(mode="after")
    def _references_exist(self) -> Self:
        known = self.by_name
        missing = set(MemoryType) - set(self.type_defaults)
        if missing:
            raise ValueError(f"type_defaults lacks {sorted(missing)}")
        for memory_type, defaults in self.type_defaults.items():
            if defaults.category not in known:
                raise ValueError(
                    f"type_defaults.{memory_type}: unknown category '{defaults.category}'"
                )
        for agent, names in self.allowlists.items():
            unknown = sorted(set(names) - set(known))
            if unknown:
                raise ValueError(f"allowlists.{agent}: unknown categories {unknown}")
        return self


def load_categories(path: Path | None = None) -> Categories:
    """Load the YAML file at `path`, or the defaults shipped with the package."""
    if path is None:
        text = resources.files("app").joinpath("categories.yaml").read_text(encoding="utf-8")
    else:
        text = path.read_text(encoding="utf-8")
    return Categories.model_validate(yaml.safe_load(text))
