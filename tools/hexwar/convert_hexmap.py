#!/usr/bin/env python3
"""Converts a Black Eagle .hexmap file (the shared map folder's text format, checked by its
check_hexmap.py) into Herald's own hexwar map format (docs/hexwar-map-format.md).

Used once to make resources/hexwar/black-eagle.map.json from the reconstructed Karameikos map:

    tools/hexwar/convert_hexmap.py karameikos-reconstructed.hexmap > resources/hexwar/black-eagle.map.json

The source's STATUS line (the map is a reconstruction, not the published map) is kept as the
first key of the output, so the label travels with the shipped file.
"""
import json
import sys


def fields(line):
    return [f.strip() for f in line.split("|")]


def main(path):
    meta = {}
    hexes = []
    roads, rivers, bridges, unplayable = {}, {}, [], []
    sets = {}
    region_members = {}
    columns = rows = 0
    with open(path, encoding="utf-8") as source:
        for raw in source:
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            f = fields(line)
            kind = f[0]
            if kind in ("TITLE", "STATUS", "SCALE"):
                meta[kind.lower()] = f[1]
            elif kind == "GRID":
                opts = dict(x.split("=", 1) for x in f[1:])
                if opts["orientation"] != "flat_top_columns" or opts["shifted_parity"] != "even":
                    sys.exit("only flat_top_columns with even columns shifted down is supported")
                columns = int(opts["columns"].split("-")[1])
                rows = int(opts["rows"].split("-")[1])
            elif kind in ("HEXMAP", "MAPEDGE"):
                continue
            elif kind == "ROAD":
                roads.setdefault(f[3], []).append(f[1] + "/" + f[2])
            elif kind == "RIVER":
                rivers.setdefault(f[3], []).append(f[1] + "/" + f[2])
            elif kind == "BRIDGE":
                bridges.append(f[1] + "/" + f[2])
            elif kind == "UNPLAYABLE":
                unplayable.append(f[1])
            elif kind == "SET":
                members = sets.setdefault(f[1], [])
                if f[2].startswith("region:"):
                    members.append(("region", f[2][len("region:"):]))
                elif f[2] != "-":
                    members.extend(f[2].split())
            elif len(kind) == 4 and kind.isdigit():
                terrain, _, feature = f[1].partition("+")
                entry = {"hex": kind, "terrain": terrain}
                if feature:
                    entry["feature"] = feature
                if f[3] != "-":
                    entry["name"] = f[3]
                regions = [] if f[2] == "-" else [r.strip() for r in f[2].split(",")]
                if regions:
                    entry["regions"] = regions
                for region in regions:
                    region_members.setdefault(region, []).append(kind)
                hexes.append(entry)
            else:
                sys.exit("unknown record: " + line)

    def expand(members):
        out = []
        for m in members:
            out.extend(region_members[m[1]] if isinstance(m, tuple) else [m])
        return out

    out = [
        '{',
        '  "status": %s,' % json.dumps(meta.get("status", "")),
        '  "format": "herald-hexwar-map",',
        '  "version": 1,',
        '  "name": %s,' % json.dumps(meta.get("title", "")),
        '  "scale": %s,' % json.dumps(meta.get("scale", "")),
        '  "layout": {"offset": "odd-q", "columns": %d, "rows": %d},' % (columns, rows),
        '  "hexes": [',
        ",\n".join("    " + json.dumps(h, ensure_ascii=False) for h in hexes),
        '  ],',
        '  "roads": [',
        ",\n".join("    " + json.dumps({"name": n, "hexsides": s}, ensure_ascii=False)
                   for n, s in roads.items()),
        '  ],',
        '  "rivers": [',
        ",\n".join("    " + json.dumps({"name": n, "hexsides": s}, ensure_ascii=False)
                   for n, s in rivers.items()),
        '  ],',
        '  "bridges": %s,' % json.dumps(bridges),
        '  "unplayable": %s,' % json.dumps(unplayable),
        '  "hexSets": {',
        ",\n".join("    %s: %s" % (json.dumps(n), json.dumps(expand(m))) for n, m in sets.items()),
        '  }',
        '}',
    ]
    print("\n".join(out))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "karameikos-reconstructed.hexmap")
