import type { LoginData } from "../../contract/auth";

/** A school form's values (as the multipart body carries them) that pass every rule. */
export const validSchool = {
  school_name: "Green Valley School",
  school_email: "office@greenvalley.example",
  type: "public",
  established_year: "1999",
  board_id: "3",
  state_id: "2",
  city_id: "5",
  pincode: "560001",
  address: "12 MG Road",
  school_phone_number: "9876543210",
  first_name: "Asha",
  last_name: "Rao",
  email: "asha@greenvalley.example",
  phone_number: "9876543211",
  latitude: "12.500000",
  longitude: "77.1234567",
  area_radius: "150",
};

/** The login call's answer for the first start's super administrator. */
export const signedInAdmin: LoginData = {
  token: "t-1",
  id: 1,
  username: "admin",
  first_name: "Super",
  middle_name: null,
  last_name: "Admin",
  email: "admin@rollcall.example",
  phone_number: "9000000000",
  role: "super_admin",
};
