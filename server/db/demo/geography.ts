// Demo geography and examination-board data used to seed a fresh, empty database.
// Pure and deterministic: plain constants, no randomness, no I/O, so every seed run
// produces exactly the same countries, states, cities, main boards and sub-boards.

export interface DemoState {
  name: string;
  cities: string[];
}

export interface DemoCountry {
  name: string;
  states: DemoState[];
}

export interface DemoMainBoard {
  name: string;
  sub_boards: string[];
  /** The state a state board examines in; central boards (none here) take schools anywhere. */
  state?: string;
}

export const demoCountries: DemoCountry[] = [
  {
    name: "India",
    states: [
      // 28 states
      {
        name: "Andhra Pradesh",
        cities: [
          "Visakhapatnam",
          "Vijayawada",
          "Guntur",
          "Nellore",
          "Kurnool",
          "Tirupati",
          "Kakinada",
          "Rajamahendravaram",
          "Kadapa",
          "Amaravati",
        ],
      },
      {
        name: "Arunachal Pradesh",
        cities: ["Itanagar", "Naharlagun", "Pasighat", "Tawang", "Ziro", "Bomdila"],
      },
      {
        name: "Assam",
        cities: [
          "Guwahati",
          "Dispur",
          "Dibrugarh",
          "Silchar",
          "Jorhat",
          "Tezpur",
          "Nagaon",
          "Tinsukia",
        ],
      },
      {
        name: "Bihar",
        cities: [
          "Patna",
          "Gaya",
          "Bhagalpur",
          "Muzaffarpur",
          "Darbhanga",
          "Purnia",
          "Arrah",
          "Begusarai",
        ],
      },
      {
        name: "Chhattisgarh",
        cities: ["Raipur", "Bhilai", "Bilaspur", "Korba", "Durg", "Rajnandgaon", "Jagdalpur"],
      },
      { name: "Goa", cities: ["Panaji", "Margao", "Vasco da Gama", "Mapusa", "Ponda"] },
      {
        name: "Gujarat",
        cities: [
          "Ahmedabad",
          "Surat",
          "Vadodara",
          "Rajkot",
          "Bhavnagar",
          "Jamnagar",
          "Gandhinagar",
          "Junagadh",
        ],
      },
      {
        name: "Haryana",
        cities: [
          "Gurugram",
          "Faridabad",
          "Panipat",
          "Ambala",
          "Rohtak",
          "Hisar",
          "Karnal",
          "Sonipat",
        ],
      },
      {
        name: "Himachal Pradesh",
        cities: ["Shimla", "Dharamshala", "Mandi", "Solan", "Kullu", "Manali", "Hamirpur"],
      },
      {
        name: "Jharkhand",
        cities: [
          "Ranchi",
          "Jamshedpur",
          "Dhanbad",
          "Bokaro Steel City",
          "Hazaribagh",
          "Deoghar",
          "Giridih",
        ],
      },
      {
        name: "Karnataka",
        cities: [
          "Bengaluru",
          "Mysuru",
          "Mangaluru",
          "Hubballi",
          "Belagavi",
          "Kalaburagi",
          "Davanagere",
          "Ballari",
          "Shivamogga",
        ],
      },
      {
        name: "Kerala",
        cities: [
          "Thiruvananthapuram",
          "Kochi",
          "Kozhikode",
          "Thrissur",
          "Kollam",
          "Kannur",
          "Alappuzha",
          "Palakkad",
        ],
      },
      {
        name: "Madhya Pradesh",
        cities: ["Bhopal", "Indore", "Jabalpur", "Gwalior", "Ujjain", "Sagar", "Rewa", "Satna"],
      },
      {
        name: "Maharashtra",
        cities: [
          "Mumbai",
          "Pune",
          "Nagpur",
          "Nashik",
          "Chhatrapati Sambhajinagar",
          "Thane",
          "Solapur",
          "Kolhapur",
          "Amravati",
          "Navi Mumbai",
        ],
      },
      { name: "Manipur", cities: ["Imphal", "Thoubal", "Bishnupur", "Churachandpur", "Ukhrul"] },
      { name: "Meghalaya", cities: ["Shillong", "Tura", "Jowai", "Nongstoin", "Williamnagar"] },
      { name: "Mizoram", cities: ["Aizawl", "Lunglei", "Champhai", "Serchhip", "Kolasib"] },
      { name: "Nagaland", cities: ["Kohima", "Dimapur", "Mokokchung", "Tuensang", "Wokha"] },
      {
        name: "Odisha",
        cities: [
          "Bhubaneswar",
          "Cuttack",
          "Rourkela",
          "Berhampur",
          "Sambalpur",
          "Puri",
          "Balasore",
        ],
      },
      {
        name: "Punjab",
        cities: [
          "Ludhiana",
          "Amritsar",
          "Jalandhar",
          "Patiala",
          "Bathinda",
          "Mohali",
          "Pathankot",
          "Hoshiarpur",
        ],
      },
      {
        name: "Rajasthan",
        cities: ["Jaipur", "Jodhpur", "Udaipur", "Kota", "Ajmer", "Bikaner", "Alwar", "Bhilwara"],
      },
      { name: "Sikkim", cities: ["Gangtok", "Namchi", "Mangan", "Gyalshing", "Rangpo"] },
      {
        name: "Tamil Nadu",
        cities: [
          "Chennai",
          "Coimbatore",
          "Madurai",
          "Tiruchirappalli",
          "Salem",
          "Tirunelveli",
          "Vellore",
          "Erode",
          "Thoothukudi",
        ],
      },
      {
        name: "Telangana",
        cities: [
          "Hyderabad",
          "Warangal",
          "Nizamabad",
          "Karimnagar",
          "Khammam",
          "Ramagundam",
          "Mahabubnagar",
        ],
      },
      { name: "Tripura", cities: ["Agartala", "Dharmanagar", "Kailashahar", "Belonia", "Ambassa"] },
      {
        name: "Uttar Pradesh",
        cities: [
          "Lucknow",
          "Kanpur",
          "Varanasi",
          "Prayagraj",
          "Agra",
          "Ghaziabad",
          "Noida",
          "Meerut",
          "Bareilly",
          "Gorakhpur",
        ],
      },
      {
        name: "Uttarakhand",
        cities: [
          "Dehradun",
          "Haridwar",
          "Rishikesh",
          "Haldwani",
          "Roorkee",
          "Nainital",
          "Rudrapur",
        ],
      },
      {
        name: "West Bengal",
        cities: [
          "Kolkata",
          "Howrah",
          "Durgapur",
          "Asansol",
          "Siliguri",
          "Kharagpur",
          "Darjeeling",
          "Bardhaman",
        ],
      },
      // 8 union territories
      {
        name: "Andaman and Nicobar Islands",
        cities: ["Sri Vijaya Puram", "Diglipur", "Mayabunder", "Rangat", "Campbell Bay"],
      },
      { name: "Chandigarh", cities: ["Chandigarh", "Manimajra"] },
      { name: "Dadra and Nagar Haveli and Daman and Diu", cities: ["Daman", "Diu", "Silvassa"] },
      {
        name: "Delhi",
        cities: ["New Delhi", "Dwarka", "Rohini", "Shahdara", "Narela", "Najafgarh"],
      },
      {
        name: "Jammu and Kashmir",
        cities: ["Srinagar", "Jammu", "Anantnag", "Baramulla", "Udhampur", "Kathua", "Sopore"],
      },
      { name: "Ladakh", cities: ["Leh", "Kargil", "Padum"] },
      { name: "Lakshadweep", cities: ["Kavaratti", "Agatti", "Minicoy", "Andrott"] },
      { name: "Puducherry", cities: ["Puducherry", "Karaikal", "Mahe", "Yanam"] },
    ],
  },
  {
    name: "Nepal",
    states: [
      { name: "Bagmati Province", cities: ["Kathmandu", "Lalitpur", "Bhaktapur", "Hetauda"] },
      { name: "Gandaki Province", cities: ["Pokhara", "Gorkha", "Baglung"] },
      { name: "Koshi Province", cities: ["Biratnagar", "Dharan", "Itahari"] },
      { name: "Lumbini Province", cities: ["Butwal", "Nepalgunj", "Siddharthanagar", "Tansen"] },
      { name: "Madhesh Province", cities: ["Janakpur", "Birgunj", "Kalaiya"] },
    ],
  },
  {
    name: "Bangladesh",
    states: [
      { name: "Dhaka Division", cities: ["Dhaka", "Narayanganj", "Gazipur", "Tangail"] },
      { name: "Chattogram Division", cities: ["Chattogram", "Cox's Bazar", "Cumilla", "Feni"] },
      { name: "Rajshahi Division", cities: ["Rajshahi", "Bogura", "Pabna"] },
      { name: "Khulna Division", cities: ["Khulna", "Jashore", "Kushtia"] },
      { name: "Sylhet Division", cities: ["Sylhet", "Moulvibazar", "Habiganj"] },
    ],
  },
  {
    name: "Sri Lanka",
    states: [
      {
        name: "Western Province",
        cities: ["Colombo", "Sri Jayawardenepura Kotte", "Negombo", "Kalutara"],
      },
      { name: "Central Province", cities: ["Kandy", "Nuwara Eliya", "Matale"] },
      { name: "Southern Province", cities: ["Galle", "Matara", "Hambantota"] },
      { name: "Northern Province", cities: ["Jaffna", "Kilinochchi", "Vavuniya"] },
      { name: "Eastern Province", cities: ["Trincomalee", "Batticaloa", "Ampara"] },
    ],
  },
  {
    // Bhutan has no provinces; its first-level divisions are the 20 dzongkhags (districts).
    name: "Bhutan",
    states: [
      { name: "Chhukha", cities: ["Phuentsholing", "Gedu", "Tsimasham"] },
      { name: "Sarpang", cities: ["Gelephu", "Sarpang"] },
      { name: "Trashigang", cities: ["Trashigang", "Kanglung", "Rangjung"] },
      { name: "Wangdue Phodrang", cities: ["Wangdue Phodrang", "Bajo"] },
      { name: "Samdrup Jongkhar", cities: ["Samdrup Jongkhar", "Dewathang", "Jomotsangkha"] },
    ],
  },
];

export const demoMainBoards: DemoMainBoard[] = [
  {
    name: "Central Board of Secondary Education (CBSE)",
    sub_boards: [
      "CBSE Regional Office Ajmer",
      "CBSE Regional Office Bengaluru",
      "CBSE Regional Office Bhopal",
      "CBSE Regional Office Bhubaneswar",
      "CBSE Regional Office Chandigarh",
      "CBSE Regional Office Chennai",
      "CBSE Regional Office Dehradun",
      "CBSE Regional Office Delhi East",
      "CBSE Regional Office Delhi West",
      "CBSE Regional Office Guwahati",
      "CBSE Regional Office Noida",
      "CBSE Regional Office Panchkula",
      "CBSE Regional Office Patna",
      "CBSE Regional Office Prayagraj",
      "CBSE Regional Office Pune",
      "CBSE Regional Office Thiruvananthapuram",
      "CBSE Regional Office Vijayawada",
    ],
  },
  {
    name: "Council for the Indian School Certificate Examinations (CISCE)",
    sub_boards: ["ICSE (Class 10)", "ISC (Class 12)"],
  },
  {
    name: "National Institute of Open Schooling (NIOS)",
    sub_boards: [
      "NIOS Regional Centre Delhi",
      "NIOS Regional Centre Pune",
      "NIOS Regional Centre Hyderabad",
      "NIOS Regional Centre Kolkata",
      "NIOS Regional Centre Guwahati",
      "NIOS Regional Centre Patna",
      "NIOS Regional Centre Jaipur",
      "NIOS Regional Centre Bhopal",
    ],
  },
  {
    name: "Maharashtra State Board of Secondary and Higher Secondary Education",
    state: "Maharashtra",
    sub_boards: [
      "Pune Divisional Board",
      "Mumbai Divisional Board",
      "Nagpur Divisional Board",
      "Chhatrapati Sambhajinagar Divisional Board",
      "Nashik Divisional Board",
      "Kolhapur Divisional Board",
      "Amravati Divisional Board",
      "Latur Divisional Board",
      "Konkan Divisional Board (Ratnagiri)",
    ],
  },
  {
    name: "Board of Secondary Education, Rajasthan",
    state: "Rajasthan",
    sub_boards: [
      "Secondary (Class 10)",
      "Senior Secondary (Class 12)",
      "Praveshika (Class 10)",
      "Varishth Upadhyay (Class 12)",
    ],
  },
  {
    name: "Uttar Pradesh Madhyamik Shiksha Parishad",
    state: "Uttar Pradesh",
    sub_boards: [
      "UPMSP Regional Office Meerut",
      "UPMSP Regional Office Bareilly",
      "UPMSP Regional Office Prayagraj",
      "UPMSP Regional Office Varanasi",
      "UPMSP Regional Office Gorakhpur",
    ],
  },
  {
    name: "Gujarat Secondary and Higher Secondary Education Board",
    state: "Gujarat",
    sub_boards: [
      "Secondary School Certificate (SSC, Class 10)",
      "Higher Secondary Certificate - General Stream (Class 12)",
      "Higher Secondary Certificate - Science Stream (Class 12)",
    ],
  },
  {
    name: "Tamil Nadu State Board",
    state: "Tamil Nadu",
    sub_boards: ["SSLC (Class 10)", "HSE First Year (Class 11)", "HSE Second Year (Class 12)"],
  },
  {
    name: "Karnataka School Examination and Assessment Board",
    state: "Karnataka",
    sub_boards: ["SSLC (Class 10)", "II PUC (Class 12)"],
  },
  {
    // WBBSE conducts a single public examination (Madhyamik Pariksha); its sub-boards are the
    // two real candidate categories rather than invented regional offices.
    name: "West Bengal Board of Secondary Education",
    state: "West Bengal",
    sub_boards: [
      "Madhyamik Pariksha - Regular Candidates (Class 10)",
      "Madhyamik Pariksha - External Candidates (Class 10)",
    ],
  },
  {
    name: "Bihar School Examination Board",
    state: "Bihar",
    sub_boards: [
      "Annual Secondary Examination (Matric, Class 10)",
      "Annual Intermediate Examination (Class 12)",
    ],
  },
];

/** What a generated Indian school's state decides besides its cities. */
export interface IndianStateFacts {
  /**
   * The two digits its schools' UDISE+ codes begin with: the Census 2011 state codes, which
   * UDISE+ keeps (its master data's state list: Andhra Pradesh 28, Telangana 36, Ladakh 37).
   * The merged Dadra and Nagar Haveli and Daman and Diu has both of its former codes; the
   * first is the one the generator gives.
   */
  udise: string[];
  /**
   * Its PIN codes, as inclusive ranges of six-digit numbers. From India Post's Postal Index
   * Number plan: the first two digits are a postal circle, the first three a sorting district
   * (Goa 403 in the Maharashtra circle, Sikkim 737 and the Andaman and Nicobar Islands 744 in
   * West Bengal's, Lakshadweep 682551-682559 in Kerala's, Puducherry's four enclaves 605, 609,
   * 673310 and 533464). Prefixes that two states share (UP and Uttarakhand's 244-247, Punjab and
   * Chandigarh's 160) are left to one of them, so a drawn PIN is never another state's.
   */
  pins: [number, number][];
  /** Population in millions (Census 2011), to weight how many generated schools it gets. */
  population: number;
}

/** Whole three-digit sorting districts `from` to `to`, as six-digit PIN ranges. */
const districts = (from: number, to = from): [number, number] => [from * 1000 + 1, to * 1000 + 999];

export const indianStates: Record<string, IndianStateFacts> = {
  "Andhra Pradesh": {
    udise: ["28"],
    // Less Yanam's 533464 (Puducherry).
    pins: [
      [515001, 533463],
      [533465, 535999],
    ],
    population: 49.39,
  },
  "Arunachal Pradesh": { udise: ["12"], pins: [districts(790, 792)], population: 1.38 },
  Assam: { udise: ["18"], pins: [districts(781, 788)], population: 31.21 },
  Bihar: {
    udise: ["10"],
    pins: [
      districts(800, 805),
      districts(811, 813),
      districts(821),
      districts(823, 824),
      districts(841, 848),
      districts(851, 855),
    ],
    population: 104.1,
  },
  Chhattisgarh: { udise: ["22"], pins: [districts(490, 497)], population: 25.55 },
  Goa: { udise: ["30"], pins: [districts(403)], population: 1.46 },
  Gujarat: {
    udise: ["24"],
    // Less Diu's 362520-362570.
    pins: [
      [360001, 362519],
      [362571, 395999],
    ],
    population: 60.44,
  },
  Haryana: { udise: ["06"], pins: [districts(121, 136)], population: 25.35 },
  "Himachal Pradesh": { udise: ["02"], pins: [districts(171, 177)], population: 6.86 },
  Jharkhand: {
    udise: ["20"],
    pins: [districts(814, 816), districts(822), districts(825, 829), districts(831, 835)],
    population: 32.99,
  },
  Karnataka: { udise: ["29"], pins: [districts(560, 591)], population: 61.1 },
  Kerala: {
    udise: ["32"],
    // Less Mahe's 673310 (Puducherry) and Lakshadweep's 682551-682559.
    pins: [
      [670001, 673309],
      [673311, 682550],
      [682560, 695999],
    ],
    population: 33.41,
  },
  "Madhya Pradesh": { udise: ["23"], pins: [districts(450, 488)], population: 72.63 },
  Maharashtra: {
    udise: ["27"],
    pins: [districts(400, 402), districts(404, 445)],
    population: 112.37,
  },
  Manipur: { udise: ["14"], pins: [districts(795)], population: 2.86 },
  Meghalaya: { udise: ["17"], pins: [districts(793, 794)], population: 2.97 },
  Mizoram: { udise: ["15"], pins: [districts(796)], population: 1.1 },
  Nagaland: { udise: ["13"], pins: [districts(797, 798)], population: 1.98 },
  Odisha: { udise: ["21"], pins: [districts(751, 770)], population: 41.97 },
  Punjab: { udise: ["03"], pins: [districts(140, 152)], population: 27.74 },
  Rajasthan: { udise: ["08"], pins: [districts(301, 345)], population: 68.55 },
  Sikkim: { udise: ["11"], pins: [districts(737)], population: 0.61 },
  "Tamil Nadu": {
    udise: ["33"],
    // 605 and 609 less Puducherry's and Karaikal's PINs.
    pins: [
      districts(600, 604),
      [605015, 605100],
      [605111, 605999],
      districts(606, 608),
      [609001, 609601],
      [609610, 609999],
      districts(610, 643),
    ],
    population: 72.15,
  },
  Telangana: { udise: ["36"], pins: [districts(500, 509)], population: 35.19 },
  Tripura: { udise: ["16"], pins: [districts(799)], population: 3.67 },
  "Uttar Pradesh": {
    udise: ["09"],
    pins: [districts(201, 243), districts(250, 261), districts(271, 285)],
    population: 199.81,
  },
  Uttarakhand: {
    udise: ["05"],
    pins: [districts(248, 249), districts(262, 263)],
    population: 10.09,
  },
  "West Bengal": {
    udise: ["19"],
    pins: [districts(700, 736), districts(738, 743)],
    population: 91.28,
  },
  "Andaman and Nicobar Islands": { udise: ["35"], pins: [districts(744)], population: 0.38 },
  Chandigarh: { udise: ["04"], pins: [[160001, 160103]], population: 1.06 },
  "Dadra and Nagar Haveli and Daman and Diu": {
    udise: ["26", "25"],
    // Silvassa and Dadra 396230-396240, Daman 396210-396220, Diu 362520-362570.
    pins: [
      [396210, 396240],
      [362520, 362570],
    ],
    population: 0.59,
  },
  Delhi: { udise: ["07"], pins: [[110001, 110097]], population: 16.79 },
  "Jammu and Kashmir": { udise: ["01"], pins: [districts(180, 193)], population: 12.27 },
  Ladakh: { udise: ["37"], pins: [districts(194)], population: 0.27 },
  Lakshadweep: { udise: ["31"], pins: [[682551, 682559]], population: 0.064 },
  Puducherry: {
    udise: ["34"],
    // Puducherry 605001-605014 and 605101-605110 (the rest of 605 and 609 are Tamil Nadu's
    // Villupuram and Nagapattinam), Karaikal 609602-609609, Mahe 673310, Yanam 533464.
    pins: [
      [605001, 605014],
      [605101, 605110],
      [609602, 609609],
      [673310, 673310],
      [533464, 533464],
    ],
    population: 1.25,
  },
};
