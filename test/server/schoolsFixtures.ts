import { deflateRawSync } from "node:zlib";
import type { Queryable } from "../../server/db/index";
import { crc32, demoPdf, demoPng } from "../../server/db/demo/schools";
import type { TestApp } from "./harness";

export interface FilePart {
  field: string;
  name: string;
  data: Buffer;
  type?: string;
}

/** A multipart/form-data body, built by hand so a test controls every byte. */
export function multipart(fields: Record<string, string | string[]>, files: FilePart[] = []) {
  const boundary = "----rollcall-test-boundary";
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`,
        ),
      );
    }
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\n` +
          `Content-Type: ${f.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      f.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** What a school form request names: where it goes, how, its fields and its files. */
export type SchoolFormRequest = [
  url: string,
  method: "POST" | "PUT",
  fields: Record<string, string | string[]>,
  files?: FilePart[],
];

/** A school form sent as the console sends it (multipart), signed in with `token`. */
export function sendSchoolForm(
  t: TestApp,
  token: string,
  ...[url, method, fields, files = []]: SchoolFormRequest
) {
  const body = multipart(fields, files);
  return t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...t.auth(token) },
  });
}

/** A minimal zip archive (stored or deflated entries) with a central directory. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const raw = Buffer.from(text);
    const stored = name === "mimetype";
    const data = stored ? raw : deflateRawSync(raw);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(stored ? 0 : 8, 8);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(stored ? 0 : 8, 10);
    central.writeUInt32LE(crc32(raw), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** An OLE compound file header followed by a directory entry name (enough for the sniffer). */
const ole = (stream: string) =>
  Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(504),
    Buffer.from(stream, "utf16le"),
    Buffer.alloc(64),
  ]);

export const sample = {
  png: demoPng(4, 4, [30, 120, 200]),
  jpeg: Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.alloc(60),
    Buffer.from([0xff, 0xd9]),
  ]),
  webp: Buffer.concat([
    Buffer.from("RIFF"),
    Buffer.from([40, 0, 0, 0]),
    Buffer.from("WEBPVP8 "),
    Buffer.alloc(32),
  ]),
  pdf: demoPdf("Test document"),
  csv: Buffer.from("name,students\nGreen Valley,120\n"),
  docx: zip({ "[Content_Types].xml": "<Types/>", "word/document.xml": "<w:document/>" }),
  xlsx: zip({ "[Content_Types].xml": "<Types/>", "xl/workbook.xml": "<workbook/>" }),
  odt: zip({ mimetype: "application/vnd.oasis.opendocument.text", "content.xml": "<office/>" }),
  doc: ole("WordDocument"),
  xls: ole("Workbook"),
  exe: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]),
};

/** Ids of a real board, state and city of the seeded geography. */
export async function references(db: Queryable) {
  const [row] = await db.query<{
    country_id: number;
    state_id: number;
    city_id: number;
    city_name: string;
    main_board_id: number;
    board_id: number;
    other_state_id: number;
  }>(
    `SELECT st.country_id, st.state_id, c.city_id, c.name AS city_name, b.main_board_id, b.board_id,
            (SELECT state_id FROM states WHERE state_id <> st.state_id ORDER BY state_id LIMIT 1) AS other_state_id
       FROM states st JOIN cities c ON c.state_id = st.state_id
       CROSS JOIN LATERAL (SELECT * FROM boards ORDER BY board_id LIMIT 1) b
      WHERE st.name = 'Karnataka' AND c.name = 'Mysuru'`,
  );
  return row;
}

/**
 * What sets school `n` apart from validFields()'s and from each other: its own name, email and
 * phone number (a school that matches another is refused unless confirmed: duplicate warnings).
 */
export const distinctSchool = (n: number) => ({
  school_name: `Distinct School ${n}`,
  school_email: `office${n}@distinct.example`,
  school_phone_number: `91000${String(n).padStart(5, "0")}`,
});

/** A valid school form payload (strings, as multipart sends them). */
export async function validFields(db: Queryable, overrides: Record<string, string> = {}) {
  const ref = await references(db);
  return {
    school_name: "Green Valley Public School",
    school_email: "office@greenvalley.example",
    type: "public",
    established_year: "1999",
    board_id: String(ref.board_id),
    state_id: String(ref.state_id),
    city_id: String(ref.city_id),
    pincode: "570001",
    address: "12 Sayyaji Rao Road",
    school_phone_number: "9876543210",
    first_name: "Asha",
    middle_name: "K",
    last_name: "Raghunath",
    email: "asha@greenvalley.example",
    phone_number: "9876543211",
    latitude: "12.300000",
    longitude: "76.6394000",
    area_radius: "250",
    ...overrides,
  };
}
