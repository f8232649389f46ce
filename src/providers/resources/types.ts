import type {
  CreateParams,
  CreateResult,
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyReferenceResult,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  RaRecord,
  UpdateManyParams,
  UpdateManyResult,
  UpdateParams,
  UpdateResult,
} from "react-admin";
import type { HttpClient } from "../httpClient";

/** What each resource's mapping is given: where the API is and how to call it. */
export interface ApiContext {
  apiUrl: string;
  httpClient: HttpClient;
}

/**
 * The react-admin methods one resource supports, each taking that method's params. Written out
 * rather than mapped from DataProvider, whose index signature would widen every params to unknown.
 */
export interface ResourceHandlers {
  getList?: (params: GetListParams) => Promise<GetListResult<RaRecord>>;
  getOne?: (params: GetOneParams) => Promise<GetOneResult<RaRecord>>;
  getMany?: (params: GetManyParams) => Promise<GetManyResult<RaRecord>>;
  getManyReference?: (params: GetManyReferenceParams) => Promise<GetManyReferenceResult<RaRecord>>;
  create?: (params: CreateParams) => Promise<CreateResult<RaRecord>>;
  update?: (params: UpdateParams) => Promise<UpdateResult<RaRecord>>;
  updateMany?: (params: UpdateManyParams) => Promise<UpdateManyResult<RaRecord>>;
  delete?: (params: DeleteParams) => Promise<DeleteResult<RaRecord>>;
  deleteMany?: (params: DeleteManyParams) => Promise<DeleteManyResult<RaRecord>>;
}
