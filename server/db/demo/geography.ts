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
    sub_boards: [
      "Secondary (Class 10)",
      "Senior Secondary (Class 12)",
      "Praveshika (Class 10)",
      "Varishth Upadhyay (Class 12)",
    ],
  },
  {
    name: "Uttar Pradesh Madhyamik Shiksha Parishad",
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
    sub_boards: [
      "Secondary School Certificate (SSC, Class 10)",
      "Higher Secondary Certificate - General Stream (Class 12)",
      "Higher Secondary Certificate - Science Stream (Class 12)",
    ],
  },
  {
    name: "Tamil Nadu State Board",
    sub_boards: ["SSLC (Class 10)", "HSE First Year (Class 11)", "HSE Second Year (Class 12)"],
  },
  {
    name: "Karnataka School Examination and Assessment Board",
    sub_boards: ["SSLC (Class 10)", "II PUC (Class 12)"],
  },
  {
    // WBBSE conducts a single public examination (Madhyamik Pariksha); its sub-boards are the
    // two real candidate categories rather than invented regional offices.
    name: "West Bengal Board of Secondary Education",
    sub_boards: [
      "Madhyamik Pariksha - Regular Candidates (Class 10)",
      "Madhyamik Pariksha - External Candidates (Class 10)",
    ],
  },
  {
    name: "Bihar School Examination Board",
    sub_boards: [
      "Annual Secondary Examination (Matric, Class 10)",
      "Annual Intermediate Examination (Class 12)",
    ],
  },
];
