"""The families of L5R card text the compiler reads, a module each: grammar rules in l5r.lark, transformer
methods (a mixin of l5r._Build) and helpers here."""
