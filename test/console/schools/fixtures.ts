import type { SchoolDetail } from "../../../contract/schools";

/** The lookups the school form loads, for the fake API. */
export const lookups = {
  "GET /v1/static/country": {
    data: [
      { country_id: 1, name: "India" },
      { country_id: 2, name: "Nepal" },
    ],
  },
  "GET /v1/static/state/1": {
    data: [
      { state_id: 11, name: "Kerala" },
      { state_id: 12, name: "Goa" },
    ],
  },
  "GET /v1/static/state/2": { data: [{ state_id: 21, name: "Bagmati" }] },
  "GET /v1/static/cities/11": { data: [{ city_id: 111, name: "Kochi" }] },
  "GET /v1/static/cities/12": { data: [{ city_id: 121, name: "Panaji" }] },
  "GET /v1/static/cities/21": { data: [{ city_id: 211, name: "Kathmandu" }] },
  "GET /v1/static/main-boards": {
    data: [
      { main_board_id: 1, name: "CBSE", sub_boards: [{ board_id: 101, name: "CBSE Delhi" }] },
      {
        main_board_id: 2,
        name: "Kerala State",
        sub_boards: [
          { board_id: 201, name: "SSLC" },
          { board_id: 202, name: "HSE" },
        ],
      },
    ],
  },
};

export const detail: SchoolDetail = {
  school_id: 42,
  school_name: "Green Valley School",
  type: "private",
  established_year: 1999,
  affiliation_board: "SSLC",
  main_board_name: "Kerala State",
  address: "MG Road, Kochi",
  school_email: "office@gv.in",
  school_phone_number: "9876543210",
  secondary_phone: null,
  website: null,
  pincode: "682001",
  udise_code: "32080300204",
  country_id: 1,
  state_id: 11,
  city_id: 111,
  main_board_id: 2,
  board_id: 201,
  country_name: "India",
  state_name: "Kerala",
  city_name: "Kochi",
  first_name: "Asha",
  middle_name: null,
  last_name: "Rao",
  full_name: "Asha Rao",
  employee_number: "EMP-000042",
  email: "asha@gv.in",
  phone_number: "9876543211",
  latitude: "9.931200",
  longitude: "76.267304",
  area_radius: 250,
  admin_approval: true,
  status: true,
  students: 1200,
  teachers: 60,
  assets: {
    school_image: [
      {
        id: 1,
        file_name: "front.png",
        content_type: "image/png",
        url: "/v1/super-admin/school/asset/1?sig=a",
      },
    ],
    document: [
      {
        id: 2,
        file_name: "licence.pdf",
        content_type: "application/pdf",
        url: "/v1/super-admin/school/asset/2?sig=b",
      },
      {
        id: 3,
        file_name: "fees.csv",
        content_type: "text/csv",
        url: "/v1/super-admin/school/asset/3?sig=c",
      },
    ],
  },
};
