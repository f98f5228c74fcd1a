import { describe, expect, it } from 'vitest';
import { csvChunks, escapeCell, readCsv, unescapeCell, writeCsv } from './csv.ts';

describe('readCsv', () => {
  it('numbers rows as a spreadsheet does, skipping blank ones, and keeps quoted commas and line breaks', () => {
    const read = readCsv('\uFEFFname,city\r\n"Baker, Sons",Salem\r\n\r\n"Two\nLines",\r\nLast,x\r\n');
    expect(read).toEqual({
      ok: true,
      header: ['name', 'city'],
      records: [
        { row: 2, cells: ['Baker, Sons', 'Salem'] },
        { row: 4, cells: ['Two\nLines', ''] },
        { row: 5, cells: ['Last', 'x'] },
      ],
    });
  });

  it('reads semicolon-separated files too', () => {
    const read = readCsv('name;city\nA;B');
    expect(read.ok && read.records[0]?.cells).toEqual(['A', 'B']);
  });

  it('refuses a file without a header', () => {
    expect(readCsv('\n\n').ok).toBe(false);
  });
});

describe('formula guard', () => {
  it.each(['=1+1', '+1 555', '-5', '@SUM(A1)', '\tx'])('escapes %j and reads it back', (value) => {
    expect(escapeCell(value)).toBe(`'${value}`);
    expect(unescapeCell(escapeCell(value))).toBe(value);
  });

  it('leaves other values, and quotes not before a formula character, alone', () => {
    expect(escapeCell('Sugar')).toBe('Sugar');
    expect(unescapeCell("'quoted'")).toBe("'quoted'");
  });

  it('writes a header, guarded cells, empty cells for null and CRLF lines', () => {
    const text = writeCsv(
      ['name', 'note', 'ok'],
      [
        { name: '=cmd', note: null, ok: true },
        { name: 'a,b', ok: false },
      ],
    );
    expect(text).toBe('\uFEFFname,note,ok\r\n\'=cmd,,true\r\n"a,b",,false\r\n');
  });
});

describe('csvChunks', () => {
  it('streams the same text writeCsv writes, in chunks of whole rows', () => {
    const columns = ['a', 'b'];
    const rows = Array.from({ length: 5 }, (_, i) => [`=cmd${i}`, `x, "y"\n${i}`]);
    const chunks = [...csvChunks(columns, rows, 2)];
    expect(chunks).toHaveLength(4);
    expect(chunks.join('')).toBe(
      writeCsv(
        columns,
        rows.map(([a, b]) => ({ a, b })),
      ),
    );
    expect([...csvChunks(columns, [])].join('')).toBe('\uFEFFa,b\r\n');
  });
});
