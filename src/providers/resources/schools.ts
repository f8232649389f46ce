import type {
  CreateParams,
  GetListParams,
  GetManyParams,
  GetOneParams,
  Identifier,
  UpdateManyParams,
  UpdateParams,
} from "react-admin";
import { paths } from "../../../contract/api";
import type { ListResources } from "../../../contract/envelope";
import { PAGE_SIZE } from "../../../contract/envelope";
import {
  SCHOOL_DOCUMENT_UPLOAD,
  SCHOOL_FORM_FIELDS,
  SCHOOL_IMAGE_UPLOAD,
  toSchoolPayload,
  type SchoolAsset,
  type SchoolDetail,
  type SchoolFormValues,
  type SchoolListItem,
  type SchoolSaved,
} from "../../../contract/schools";
import { CONFIRM_DUPLICATE_FIELD } from "../../../contract/duplicates";
import { bulkUpdate } from "./bulk";
import { isStateChange } from "./changes";
import { readEach, readInPages } from "./pages";
import type { ApiContext, ResourceHandlers } from "./types";

/** A list row as react-admin holds it: the API's item plus react-admin's `id`. */
export type SchoolRecord = SchoolListItem & { id: number };
/** A profile as react-admin holds it. */
export type SchoolDetailRecord = SchoolDetail & { id: number };
/** What register answers (update: the saved school), with the server's message for the toast. */
export type SchoolSavedRecord = SchoolSaved & { id: number; message: string };

/** A file chosen in the console, as react-admin's file inputs hold it. */
export interface FileValue {
  rawFile: File;
  /** A preview address; Rollcall's form makes its previews itself and leaves it out. */
  src?: string;
  title?: string;
}

/**
 * A school as create and update take it: the form's fields, and its files as react-admin's file
 * values: `school_image` the new image (none keeps the saved one), `school_documents` the saved
 * documents kept (as the profile gives them) and the new ones. Update removes the saved documents
 * of `previousData` that are no longer listed.
 */
export type SchoolSaveRecord = SchoolFormValues & {
  school_image?: FileValue | null;
  school_documents?: (FileValue | SchoolAsset)[];
  /** Save even when the school matches another (after the 409 listed the matches). */
  confirm_duplicate?: boolean;
};

export const isNewFile = (value: FileValue | SchoolAsset): value is FileValue =>
  (value as FileValue).rawFile instanceof File;

/**
 * The list filters: the verified flag as the status filter sends it, the search text as `q`,
 * react-admin's name for a full-text search (and the simple-REST dialect's), and the filters of
 * issue 31 under the API's own names.
 */
export interface SchoolListFilter {
  admin_approval?: boolean | "true" | "false" | "";
  q?: string;
  state_id?: number | string;
  city_id?: number | string;
  main_board_id?: number | string;
  board_id?: number | string;
  type?: string;
  status?: boolean | "true" | "false" | "";
  registered_from?: string;
  registered_to?: string;
}

/** The filters sent under their own name, when set. */
const PLAIN_FILTERS = [
  "state_id",
  "city_id",
  "main_board_id",
  "board_id",
  "type",
  "registered_from",
  "registered_to",
] as const;

/** A true/false filter as the query's text ("" and anything else: not sent). */
const flagText = (value: unknown) =>
  value === true || value === "true" ? "true" : value === false || value === "false" ? "false" : "";

/**
 * The list's query string (spec section 7): page, limit, the filters that are set (`q` is sent
 * as the spec's `search`) and a sort by school_name, students or created_at.
 */
export function schoolListQuery(
  params: Pick<GetListParams, "pagination" | "filter"> & Partial<Pick<GetListParams, "sort">>,
): string {
  const query = new URLSearchParams();
  query.set("page", String(params.pagination?.page ?? 1));
  query.set("limit", String(params.pagination?.perPage ?? PAGE_SIZE));
  const filter = (params.filter ?? {}) as SchoolListFilter;
  const approval = flagText(filter.admin_approval);
  if (approval) query.set("admin_approval", approval);
  const search = typeof filter.q === "string" ? filter.q.trim() : "";
  if (search) query.set("search", search);
  for (const name of PLAIN_FILTERS) {
    const value = filter[name];
    if (value !== undefined && value !== null && value !== "") query.set(name, String(value));
  }
  const status = flagText(filter.status);
  if (status) query.set("status", status);
  // By id or school_id (react-admin's default sort, which callers without one pass as ASC), the
  // spec's list stays newest first: nothing is sent.
  const sort = params.sort;
  if (sort && sort.field && sort.field !== "id" && sort.field !== "school_id") {
    query.set("sort", sort.field);
    query.set("order", sort.order === "ASC" ? "ASC" : "DESC");
  }
  return query.toString();
}

/**
 * The multipart body of register/update: the contract's text fields (empty optionals and the
 * form-only fields left out), then the new files, then, on update, the id and the saved
 * documents of `previous` no longer listed, and the confirmation of a duplicate when given.
 */
export function schoolFormData(
  record: SchoolSaveRecord,
  schoolId?: number | string,
  previous?: Partial<SchoolDetail>,
): FormData {
  const form = new FormData();
  const values: SchoolFormValues = {};
  for (const field of SCHOOL_FORM_FIELDS) values[field] = record[field];
  const fields = toSchoolPayload({ ...values, school_id: schoolId ?? null });
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const image = record.school_image?.rawFile;
  if (image) form.append(SCHOOL_IMAGE_UPLOAD.field, image, image.name);
  const documents = record.school_documents;
  for (const document of (documents ?? []).filter(isNewFile)) {
    form.append(SCHOOL_DOCUMENT_UPLOAD.field, document.rawFile, document.rawFile.name);
  }
  // Without a list of documents, none is removed.
  if (schoolId !== undefined && documents) {
    const kept = new Set(documents.filter((d) => !isNewFile(d)).map((d) => (d as SchoolAsset).id));
    for (const saved of previous?.assets?.document ?? []) {
      if (!kept.has(saved.id)) form.append("remove_document_ids", String(saved.id));
    }
  }
  if (record.confirm_duplicate) form.append(CONFIRM_DUPLICATE_FIELD, "true");
  return form;
}

/**
 * The profile with its signed file links resolved against `apiUrl`: the server answers them as
 * paths of its own site, which a console served from another origin (or a dataProvider over
 * another backend) must not resolve against its own. With an empty `apiUrl` (the console's own
 * server) the links stay as they are. An absolute link is kept.
 */
export function withResolvedLinks(school: SchoolDetail, apiUrl: string): SchoolDetail {
  if (!apiUrl || !school.assets) return school;
  const resolve = (asset: SchoolAsset): SchoolAsset =>
    asset.url.startsWith("/") && !asset.url.startsWith("//")
      ? { ...asset, url: `${apiUrl}${asset.url}` }
      : asset;
  return {
    ...school,
    assets: {
      school_image: school.assets.school_image.map(resolve),
      document: school.assets.document.map(resolve),
    },
  };
}

/** The fields a state change sets: the one-time verification and the status (Active/Pending). */
export const SCHOOL_STATE_FIELDS = ["admin_approval", "status"] as const;

/** A record as a state change answers it: as it is now, with the server's message for the toast. */
export type WithMessage<R> = R & { message?: string };

/** react-admin's calls on `schools`, mapped to the spec's paths. */
export function schoolsResource(context: ApiContext): ResourceHandlers {
  const { apiUrl, httpClient } = context;
  /** A school's profile, its file links resolved. */
  const readOne = async (id: Identifier, signal?: AbortSignal) => {
    const { json } = await httpClient<SchoolDetail>(`${apiUrl}${paths.school(id)}`, { signal });
    const school = withResolvedLinks(json.resources.data, apiUrl);
    return { data: { ...school, id: school.school_id } as SchoolDetailRecord };
  };
  /** The spec's verify and change-status calls for the state fields that changed. */
  const changeState = async (params: UpdateParams) => {
    const data = params.data as Partial<SchoolRecord>;
    const previous = (params.previousData ?? {}) as Partial<SchoolRecord>;
    const school_id = Number(params.id);
    let message = "";
    if (data.admin_approval !== undefined && data.admin_approval !== previous.admin_approval) {
      if (data.admin_approval !== true) {
        throw new Error("A verified school cannot be made unverified: verification is one-time.");
      }
      const { json } = await httpClient(`${apiUrl}${paths.schoolApprove}`, {
        method: "POST",
        body: { school_id },
      });
      message = json.message;
    }
    if (data.status !== undefined && data.status !== previous.status) {
      const { json } = await httpClient(`${apiUrl}${paths.schoolChangeStatus}`, {
        method: "PUT",
        body: { school_id, status: data.status },
      });
      message = json.message;
    }
    return { data: { ...previous, ...data, id: params.id, message } };
  };

  const save = async (url: string, method: "POST" | "PUT", body: FormData) => {
    const { json } = await httpClient<SchoolSaved>(url, { method, body });
    const saved = json.resources.data;
    return { data: { ...saved, id: saved.school_id, message: json.message } as SchoolSavedRecord };
  };
  return {
    async getList(params: GetListParams) {
      let capped = false;
      const read = await readInPages(params.pagination, async (page, perPage) => {
        const query = schoolListQuery({
          filter: params.filter,
          sort: params.sort,
          pagination: { page, perPage },
        });
        const { json } = await httpClient<SchoolListItem[]>(
          `${apiUrl}${paths.schoolList}?${query}`,
          { signal: params.signal },
        );
        const resources = json.resources as ListResources<SchoolListItem> & {
          total_capped?: boolean;
        };
        capped = resources.total_capped === true;
        return {
          data: resources.data.map((item) => ({ ...item, id: item.school_id })),
          total: resources.total,
        };
      });
      if (!capped) return read;
      // More than SCHOOL_TOTAL_CAP match and the server stopped counting: react-admin's partial
      // pagination (pageInfo instead of a total), Previous and Next only. A full page may have
      // a next one; past the cap, the page after the last full one is found empty.
      const page = params.pagination?.page ?? 1;
      const perPage = params.pagination?.perPage ?? PAGE_SIZE;
      return {
        data: read.data,
        pageInfo: { hasPreviousPage: page > 1, hasNextPage: read.data.length === perPage },
      };
    },
    getOne: (params: GetOneParams) => readOne(params.id, params.signal),
    /** The profiles of the ids, one call each; an id that names no school is left out. */
    async getMany(params: GetManyParams) {
      return { data: await readEach(params.ids, (id) => readOne(id, params.signal)) };
    },
    async create(params: CreateParams) {
      const record = params.data as SchoolSaveRecord;
      return await save(`${apiUrl}${paths.schoolRegister}`, "POST", schoolFormData(record));
    },
    /** Verifies, or sets the status of, up to 1,000 schools in one call (one transaction). */
    async updateMany(params: UpdateManyParams) {
      const data = params.data as Partial<SchoolRecord>;
      const fields = Object.keys(data).join();
      if (fields === "admin_approval" && data.admin_approval === true) {
        return await bulkUpdate(context, paths.schoolBulkVerify, "POST", params.ids);
      }
      if (fields === "status" && typeof data.status === "boolean") {
        return await bulkUpdate(context, paths.schoolBulkStatus, "PUT", params.ids, {
          status: data.status,
        });
      }
      throw new Error(
        "The Rollcall API verifies schools, or sets their status, in bulk; nothing else.",
      );
    },
    async update(params: UpdateParams) {
      if (isStateChange(SCHOOL_STATE_FIELDS, params.data, params.previousData)) {
        return await changeState(params);
      }
      const record = params.data as SchoolSaveRecord;
      const previous = params.previousData as Partial<SchoolDetail> | undefined;
      const body = schoolFormData(record, params.id, previous);
      const saved = await save(`${apiUrl}${paths.schoolUpdate}`, "PUT", body);
      // The update answers only the id and employee number; react-admin caches what update
      // returns as the record, so the saved school is read back (the profile shows it at once).
      const { json } = await httpClient<SchoolDetail>(`${apiUrl}${paths.school(params.id)}`);
      const school = withResolvedLinks(json.resources.data, apiUrl);
      return { data: { ...school, id: school.school_id, message: saved.data.message } };
    },
  };
}
