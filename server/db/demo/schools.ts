import { deflateSync } from "node:zlib";
import type { Config } from "../../config";
import type { Queryable } from "../index";
import type { FileStorage } from "../../storage/index";
import { indiaDay } from "../../../contract/analytics";
import { insertBulkAttendance, insertSchools, workingDaysUpTo } from "../../schools/bulk";
import { attendanceStart } from "./attendancePattern";
import { generateSchool, loadGeography } from "./generator";
import { seededRandom, type Random } from "./random";

let crcTable: Uint32Array | undefined;
/** CRC-32 (IEEE), for PNG chunks and zip entries. */
export function crc32(data: Buffer): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of data) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG: a vertical gradient of the given colour, so demo schools differ. */
export function demoPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    const shade = 0.55 + (0.45 * y) / Math.max(1, height - 1);
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 3; c++) row[1 + x * 3 + c] = Math.round(rgb[c] * shade);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.concat(rows))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A valid one-page PDF showing a line of text. */
export function demoPdf(text: string): Buffer {
  const safe = text.replace(/[()\\]/g, "").replace(/[^\x20-\x7e]/g, "?");
  const stream = `BT /F1 14 Tf 56 760 Td (${safe}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** A small CSV of enrolment by class. */
export function demoCsv(random: Random, students: number): Buffer {
  const lines = ["class,boys,girls"];
  let left = students;
  for (let grade = 1; grade <= 10; grade++) {
    const n = grade === 10 ? left : Math.min(left, Math.round(students / 10) + random.int(-8, 8));
    left -= n;
    const boys = Math.round(n * (0.45 + random.next() * 0.1));
    lines.push(`${grade},${boys},${n - boys}`);
  }
  return Buffer.from(`${lines.join("\n")}\n`);
}

export const DEMO_SCHOOLS = 260;
/** The seed of the demo schools' attendance pattern. */
export const DEMO_ATTENDANCE_SEED = 20260315;

/**
 * The demo schools: principals, enrolment, a generated image and one to three documents each,
 * a UDISE+ code, PIN and board of their state, registration dates over ten years, and realistic
 * attendance (attendancePattern.ts) on the working days (Monday to Saturday, less the holidays)
 * of the last 365 days.
 */
export async function seedDemoSchools(db: Queryable, config: Config, storage: FileStorage) {
  const random = seededRandom(20260315);
  const today = config.now();
  const geo = await loadGeography(db);
  // Registered over the last ten years, the ids in the order of registration as a live
  // database's would be.
  const rows = Array.from({ length: DEMO_SCHOOLS }, (_, i) =>
    generateSchool(random, i + 1, geo, today.getFullYear(), today),
  ).sort((a, b) => a.created_at.localeCompare(b.created_at));
  const ids = await insertSchools(db, rows);

  const assets: {
    school_id: number;
    kind: string;
    key: string;
    name: string;
    type: string;
    size: number;
  }[] = [];
  const put = async (
    schoolId: number,
    kind: string,
    name: string,
    type: string,
    data: Buffer,
    ext: string,
  ) => {
    const key = await storage.put(data, ext);
    assets.push({ school_id: schoolId, kind, key, name, type, size: data.length });
  };
  for (const [i, id] of ids.entries()) {
    const school = rows[i];
    const colour: [number, number, number] = [
      random.int(40, 220),
      random.int(40, 220),
      random.int(40, 220),
    ];
    await put(id, "school_image", `school-${id}.png`, "image/png", demoPng(96, 64, colour), "png");
    await put(
      id,
      "document",
      "affiliation-certificate.pdf",
      "application/pdf",
      demoPdf(`Affiliation certificate - ${school.school_name}`),
      "pdf",
    );
    if (random.chance(0.7)) {
      const csv = demoCsv(random, school.students);
      await put(id, "document", "enrolment-by-class.csv", "text/csv; charset=utf-8", csv, "csv");
    }
    if (random.chance(0.3)) {
      const pdf = demoPdf(
        `Fire safety inspection ${today.getFullYear() - 1} - ${school.school_name}`,
      );
      await put(id, "document", "fire-safety-inspection.pdf", "application/pdf", pdf, "pdf");
    }
  }
  await db.query(
    `INSERT INTO school_assets (school_id, kind, storage_key, file_name, content_type, size_bytes)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[])`,
    [
      assets.map((a) => a.school_id),
      assets.map((a) => a.kind),
      assets.map((a) => a.key),
      assets.map((a) => a.name),
      assets.map((a) => a.type),
      assets.map((a) => a.size),
    ],
  );
  // The working days of the last 365 days (Monday to Saturday, less the demo's holidays): a
  // year, and no more, because every row costs the first start its aggregates (about 0.2 ms on
  // the embedded database; two academic years, for the academic year's previous period, made
  // the first start 41 s instead of 29: docs/performance.md, Seeding).
  const todayInIndia = indiaDay(today);
  const days = await workingDaysUpTo(db, todayInIndia, { from: attendanceStart(todayInIndia) });
  await insertBulkAttendance(db, ids[0], ids[ids.length - 1], days, DEMO_ATTENDANCE_SEED);
}
