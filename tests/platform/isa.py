"""Which x86-64 instructions an ELF binary can execute without first asking the CPU.

A binary built for a newer CPU than it runs on dies with SIGILL at the first instruction the
CPU lacks (issue: pgvector compiled with AVX-512 used it in every distance function). Running
it proves nothing on a machine that has those instructions, so this module reads the machine
code instead: iced-x86 decodes every function in the symbol table and names the CPUID feature
each instruction needs. Anything beyond x86-64-v3 (AVX2, FMA, F16C, BMI1/2, LZCNT, MOVBE) is a
finding unless the function is **dispatched at runtime**, which here means, from the code:

- it is not an entry point: not referenced from data (function-pointer tables, relocations)
  and, in a shared object, not exported (PostgreSQL calls an extension's exports by name);
- every direct call or jump into it comes from itself or from another dispatched function;
- every instruction that takes its address can only run after the CPU was asked: on every path
  from its function's entry to it lies a CPUID or XGETBV, or a direct call to a function that
  executes one (the default a chooser stores *before* asking is therefore not dispatched);
- at least one such reference exists.

That is how pgvector's `BitHammingDistanceAvx512Popcount` and PostgreSQL's
`pg_popcount_avx512` are reached: a chooser checks CPUID once and then stores the address.

Run as a script to see what a binary holds: `python -m tests.platform.isa PATH...` (exit
code 1 if any function runs such instructions without a CPU check). The test itself can be
pointed at another build: tests/platform/test_portable_binaries.py says how.
"""

import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

import iced_x86
from elftools.elf.elffile import ELFFile
from elftools.elf.relocation import RelocationSection
from elftools.elf.sections import SymbolTableSection

# Everything an x86-64-v3 CPU has (psABI levels v1, v2 and v3), plus encodings that older CPUs
# execute as NOPs (ENDBR64, multi-byte NOP, PAUSE).
X86_64_V3 = {
    *("INTEL8086", "INTEL186", "INTEL286", "INTEL386", "INTEL486", "X64", "CPUID", "TSC"),
    *("CMOV", "CX8", "FPU", "FPU287", "FPU387", "FXSR", "MMX", "SSE", "SSE2", "SYSCALL", "SEP"),
    *("CLFSH", "MULTIBYTENOP", "PAUSE", "CET_IBT"),
    *("CMPXCHG16B", "POPCNT", "SSE3", "SSSE3", "SSE4_1", "SSE4_2"),
    *("AVX", "AVX2", "BMI1", "BMI2", "F16C", "FMA", "LZCNT", "MOVBE", "XSAVE"),
}
FEATURE_NAMES = {
    value: name for name, value in vars(iced_x86.CpuidFeature).items() if isinstance(value, int)
}
MNEMONICS = {
    value: name for name, value in vars(iced_x86.Mnemonic).items() if isinstance(value, int)
}
CPU_QUERIES = {iced_x86.Mnemonic.CPUID, iced_x86.Mnemonic.XGETBV}
BRANCHES = {iced_x86.FlowControl.CALL, iced_x86.FlowControl.UNCONDITIONAL_BRANCH}
BRANCHES.add(iced_x86.FlowControl.CONDITIONAL_BRANCH)


@dataclass
class Function:
    name: str
    start: int
    size: int
    exported: bool
    features: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    instructions_beyond_v3: int = 0
    code: bytes = b""
    asks_cpu: bool = False  # executes CPUID or XGETBV
    calls: set[int] = field(default_factory=set)  # direct call/jump targets
    takes_address_of: set[int] = field(default_factory=set)

    @property
    def beyond_v3(self) -> dict[str, set[str]]:
        """Feature → mnemonics, for the features an x86-64-v3 CPU may lack."""
        return {f: m for f, m in self.features.items() if f not in X86_64_V3}


@dataclass(frozen=True)
class Finding:
    function: str
    features: dict[str, set[str]]
    dispatched: bool
    why: str
    instructions: int = 0  # how many of the function's instructions need those features

    def describe(self) -> str:
        used = "; ".join(f"{f}: {', '.join(sorted(m))}" for f, m in sorted(self.features.items()))
        count = f"{self.instructions} instruction{'' if self.instructions == 1 else 's'}"
        return f"{self.function} ({used}; {count}): {self.why}"


@dataclass(frozen=True)
class Report:
    path: Path
    functions: int
    findings: list[Finding]

    @property
    def unguarded(self) -> list[Finding]:
        return [f for f in self.findings if not f.dispatched]

    def summary(self) -> str:
        unguarded = self.unguarded
        count = sum(f.instructions for f in unguarded)
        return (
            f"{len(unguarded)} of {self.functions} functions run {count} instructions beyond "
            "x86-64-v3 without a CPU check"
        )


def is_x86_64_elf(path: Path) -> bool:
    with path.open("rb") as stream:
        head = stream.read(20)
    return head[:4] == b"\x7fELF" and int.from_bytes(head[18:20], "little") == 62  # EM_X86_64


def scan(path: Path) -> Report:
    with path.open("rb") as stream:
        elf = ELFFile(stream)
        shared_object = elf["e_type"] == "ET_DYN" and elf.get_section_by_name(".interp") is None
        functions = _functions(elf, exported_are_entries=shared_object)
        _decode(elf, functions)
        referenced_from_data = _data_references(elf, functions)
    flagged = [f for f in functions if f.beyond_v3]
    verdicts = _dispatched(flagged, functions, referenced_from_data)
    findings = [
        Finding(
            f.name,
            f.beyond_v3,
            dispatched=verdicts[f.start][0],
            why=verdicts[f.start][1],
            instructions=f.instructions_beyond_v3,
        )
        for f in flagged
    ]
    return Report(path, len(functions), findings)


def _functions(elf: ELFFile, *, exported_are_entries: bool) -> list[Function]:
    exported = set()
    dynsym = elf.get_section_by_name(".dynsym")
    if exported_are_entries and isinstance(dynsym, SymbolTableSection):
        exported = {
            s["st_value"]
            for s in dynsym.iter_symbols()
            if s["st_info"]["type"] == "STT_FUNC" and s["st_shndx"] != "SHN_UNDEF"
        }
    table = elf.get_section_by_name(".symtab") or dynsym
    if not isinstance(table, SymbolTableSection):
        raise ValueError("no symbol table: a stripped binary cannot be checked by function")
    found: dict[int, Function] = {}
    for symbol in table.iter_symbols():
        if symbol["st_info"]["type"] == "STT_FUNC" and symbol["st_size"] > 0:
            start = symbol["st_value"]
            found.setdefault(
                start, Function(symbol.name, start, symbol["st_size"], start in exported)
            )
    return sorted(found.values(), key=lambda f: f.start)


def _decode(elf: ELFFile, functions: list[Function]) -> None:
    sections = [s for s in elf.iter_sections() if s["sh_flags"] & 0x4]  # SHF_EXECINSTR
    starts = {f.start for f in functions}
    for function in functions:
        section = next(
            (s for s in sections if s["sh_addr"] <= function.start < s["sh_addr"] + s["sh_size"]),
            None,
        )
        if section is None:
            continue
        offset = function.start - section["sh_addr"]
        function.code = code = section.data()[offset : offset + function.size]
        for instruction in iced_x86.Decoder(64, code, ip=function.start):
            beyond_v3 = False
            for feature in instruction.cpuid_features():
                name = FEATURE_NAMES[feature]
                function.features[name].add(MNEMONICS[instruction.mnemonic].lower())
                beyond_v3 |= name not in X86_64_V3
            function.instructions_beyond_v3 += beyond_v3
            if instruction.mnemonic in CPU_QUERIES:
                function.asks_cpu = True
            if _is_direct_branch(instruction):
                function.calls.add(instruction.near_branch_target)
                continue
            function.takes_address_of.update(_addresses(instruction) & starts)
        if not function.beyond_v3 and not function.takes_address_of:
            function.code = b""  # only choosers are read again


def _is_direct_branch(instruction: iced_x86.Instruction) -> bool:
    return instruction.flow_control in BRANCHES and instruction.op0_kind in (
        iced_x86.OpKind.NEAR_BRANCH64,
        iced_x86.OpKind.NEAR_BRANCH32,
    )


def _asked_before(chooser: Function, target: int, probes: set[int]) -> bool:
    """Does every path from `chooser`'s entry to an instruction taking `target`'s address pass
    a CPU query (CPUID, XGETBV, or a call to a function executing one)? A walk over its
    instructions from the entry that stops at each query must never reach such an instruction."""
    instructions = {i.ip: i for i in iced_x86.Decoder(64, chooser.code, ip=chooser.start)}
    seen: set[int] = set()
    todo = [chooser.start]
    while todo:
        ip = todo.pop()
        if ip in seen or ip not in instructions:
            continue
        seen.add(ip)
        instruction = instructions[ip]
        if target in _addresses(instruction):
            return False
        calls_probe = _is_direct_branch(instruction) and (
            instruction.flow_control == iced_x86.FlowControl.CALL
            and instruction.near_branch_target in probes
        )
        if instruction.mnemonic in CPU_QUERIES or calls_probe:
            continue
        flow = instruction.flow_control
        if _is_direct_branch(instruction) and flow != iced_x86.FlowControl.CALL:
            todo.append(instruction.near_branch_target)
        if flow not in (
            iced_x86.FlowControl.UNCONDITIONAL_BRANCH,
            iced_x86.FlowControl.RETURN,
            iced_x86.FlowControl.INDIRECT_BRANCH,
            iced_x86.FlowControl.INTERRUPT,
        ):
            todo.append(instruction.next_ip)
    return True


def _addresses(instruction: iced_x86.Instruction) -> set[int]:
    """Addresses an instruction mentions: RIP-relative operands (PIC code), absolute
    displacements and immediates (non-PIE code)."""
    found = set()
    if instruction.is_ip_rel_memory_operand:
        found.add(instruction.ip_rel_memory_address)
    elif instruction.memory_displacement:
        found.add(instruction.memory_displacement)
    for operand in range(instruction.op_count):
        kind = instruction.op_kind(operand)
        if kind in (iced_x86.OpKind.IMMEDIATE32, iced_x86.OpKind.IMMEDIATE32TO64):
            found.add(instruction.immediate(operand) & 0xFFFFFFFF)
        elif kind == iced_x86.OpKind.IMMEDIATE64:
            found.add(instruction.immediate(operand))
    return found


def _data_references(elf: ELFFile, functions: list[Function]) -> set[int]:
    """Function addresses stored in data: pointers in non-executable sections, and relocation
    targets (R_X86_64_RELATIVE addends, symbol values) a loader writes there."""
    wanted = {f.start for f in functions if f.beyond_v3}
    found: set[int] = set()
    for section in elf.iter_sections():
        if section.name.startswith((".eh_frame", ".gcc_except_table", ".note")):
            continue
        if isinstance(section, RelocationSection):
            symbols = elf.get_section(section["sh_link"])
            for relocation in section.iter_relocations():
                if relocation.is_RELA() and relocation["r_addend"] in wanted:
                    found.add(relocation["r_addend"])
                if relocation["r_info_sym"] and isinstance(symbols, SymbolTableSection):
                    value = symbols.get_symbol(relocation["r_info_sym"])["st_value"]
                    if value in wanted:
                        found.add(value)
        elif (
            section["sh_type"] in ("SHT_PROGBITS", "SHT_INIT_ARRAY", "SHT_FINI_ARRAY")
            and section["sh_flags"] & 0x2  # loaded
            and not section["sh_flags"] & 0x4  # not code
        ):
            data = section.data()
            found.update(a for a in wanted if a.to_bytes(8, "little") in data)
    return found


def _dispatched(
    flagged: list[Function],
    functions: list[Function],
    referenced_from_data: set[int],
) -> dict[int, tuple[bool, str]]:
    probes = {f.start for f in functions if f.asks_cpu}
    verdicts: dict[int, tuple[bool, str]] = {}
    candidates = set()
    for f in flagged:
        if f.exported:
            verdicts[f.start] = (False, "exported: PostgreSQL may call it by name")
        elif f.start in referenced_from_data:
            verdicts[f.start] = (False, "its address is stored in data, with no CPU check")
        else:
            candidates.add(f.start)
    changed = True
    while changed:  # drop candidates reached other than through a CPU check, until stable
        changed = False
        for start in sorted(candidates):
            callers = [g for g in functions if start in g.calls and g.start != start]
            direct = [g.name for g in callers if g.start not in candidates]
            takers = [g for g in functions if start in g.takes_address_of]
            unchecked = [g.name for g in takers if not _asked_before(g, start, probes)]
            why = ""
            if direct:
                why = f"called directly by {', '.join(sorted(direct)[:3])}"
            elif unchecked:
                why = f"address taken before any CPU check in {', '.join(sorted(unchecked)[:3])}"
            elif not callers and not takers:
                why = "no reference found: cannot show it is reached only after a CPU check"
            if why:
                verdicts[start] = (False, why)
                candidates.discard(start)
                changed = True
    for start in candidates:
        choosers_of = sorted({g.name for g in functions if start in g.takes_address_of})
        reached = f"address taken only after a CPU check, in {', '.join(choosers_of) or 'callers'}"
        verdicts[start] = (True, reached)
    return verdicts


def main(paths: list[str]) -> int:
    failed = False
    for path in map(Path, paths):
        report = scan(path)
        print(f"{path}: {report.functions} functions")  # noqa: T201 (a script's output)
        for finding in report.findings:
            print(f"  {'ok ' if finding.dispatched else 'BAD'} {finding.describe()}")  # noqa: T201
        print(f"  {report.summary()}")  # noqa: T201
        failed |= bool(report.unguarded)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
