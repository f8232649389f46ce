import type { validationMessages } from "../../../contract/messages";
import type { Translation } from "../translation";

/**
 * The validation messages of contract/messages.ts in Hindi, key for key. The console shows
 * them by key (`validation.*`), whether its own form or the server found the fault.
 */
export const validation: Translation<typeof validationMessages> = {
  required: "आवश्यक",
  username_required: "उपयोगकर्ता नाम आवश्यक है",
  password_required: "पासवर्ड आवश्यक है",
  current_password_required: "वर्तमान पासवर्ड आवश्यक है",
  new_password_required: "नया पासवर्ड आवश्यक है",
  password_min: "पासवर्ड कम से कम 6 वर्णों का होना चाहिए",
  confirm_password_required: "पासवर्ड की पुष्टि आवश्यक है",
  passwords_must_match: "पासवर्ड नए पासवर्ड के समान होना चाहिए।",
  password_unchanged: "नया पासवर्ड वर्तमान पासवर्ड से अलग होना चाहिए।",
  password_max: "पासवर्ड अधिकतम 128 वर्णों का हो सकता है",
  search_too_long: "अधिकतम 100 वर्णों तक खोजें",
  search_too_many_words: "अधिकतम 10 शब्दों तक खोजें",
  code_required: "कोड आवश्यक है",
  code_invalid: "अपने ऑथेंटिकेटर ऐप का 6 अंकों का कोड दर्ज करें",
  /** A sign-in code already used in its 30 s, or a recovery code already spent. */
  code_used:
    "यह कोड पहले ही उपयोग हो चुका है। अपने ऐप में अगले कोड की प्रतीक्षा करें, या कोई दूसरा रिकवरी कोड उपयोग करें।",
  school_name_required: "विद्यालय का नाम आवश्यक है",
  min_3: "कम से कम 3 वर्ण होने चाहिए",
  email_required: "ईमेल आवश्यक है",
  email_invalid: "अमान्य ईमेल पता",
  type_required: "प्रकार आवश्यक है",
  // The API's values are quoted as they are sent ('public', 'private').
  school_type_invalid: "प्रकार 'public' (सरकारी) या 'private' (निजी) में से एक होना चाहिए",
  year_required: "स्थापना वर्ष आवश्यक है",
  year_number: "वर्ष एक संख्या होना चाहिए",
  year_min: "वर्ष 1800 या उसके बाद का होना चाहिए",
  /** Takes %{year}: the current year. */
  year_max: "वर्ष %{year} के बाद का नहीं हो सकता",
  main_board_required: "मुख्य बोर्ड आवश्यक है",
  board_required: "संबद्धता बोर्ड आवश्यक है",
  country_required: "देश आवश्यक है",
  state_required: "राज्य आवश्यक है",
  city_required: "शहर आवश्यक है",
  pincode_required: "पिनकोड आवश्यक है",
  pincode_invalid: "पिनकोड ठीक 6 अंकों का होना चाहिए",
  udise_code_invalid: "UDISE+ कोड ठीक 11 अंकों का होना चाहिए",
  address_required: "पता आवश्यक है",
  phone_required: "फ़ोन नंबर आवश्यक है",
  phone_invalid: "फ़ोन नंबर 10 अंकों का मान्य नंबर होना चाहिए",
  website_invalid: "अमान्य वेबसाइट URL",
  first_name_required: "प्रथम नाम आवश्यक है",
  last_name_required: "अंतिम नाम आवश्यक है",
  latitude_required: "अक्षांश आवश्यक है",
  latitude_range: "अक्षांश -90 और 90 के बीच होना चाहिए",
  latitude_decimals: "अक्षांश में दशमलव के बाद कम से कम 6 अंक होने चाहिए",
  longitude_required: "देशांतर आवश्यक है",
  longitude_range: "देशांतर -180 और 180 के बीच होना चाहिए",
  longitude_decimals: "देशांतर में दशमलव के बाद कम से कम 6 अंक होने चाहिए",
  area_radius_required: "क्षेत्र त्रिज्या आवश्यक है",
  area_radius_invalid: "क्षेत्र त्रिज्या मीटर में पूर्ण संख्या होनी चाहिए, अधिकतम 5 अंक",
  board_admin_type_invalid: "प्रकार 'board' (बोर्ड) या 'other' (अन्य) में से एक होना चाहिए",
  number_required: "संख्या होनी चाहिए",
  too_long: "अधिकतम %{max} वर्ण हो सकते हैं",
  text_invalid: "इसमें ऐसा वर्ण है जिसकी अनुमति नहीं है",
  file_type: "फ़ाइल का प्रकार %{types} होना चाहिए",
  /** Takes %{size}: a readable size such as "5 MB". */
  file_too_large: "फ़ाइल %{size} से बड़ी है",
  file_too_small: "फ़ाइल %{size} से छोटी है",
  /** Takes %{name}. */
  file_duplicate: "%{name} पहले ही जोड़ी जा चुकी है",
  too_many_files: "बहुत अधिक फ़ाइलें",
  board_unknown: "सूची में से कोई संबद्धता बोर्ड चुनें",
  state_unknown: "सूची में से कोई राज्य चुनें",
  city_unknown: "चुने गए राज्य का कोई शहर चुनें",
  document_unknown: "हटाया जाने वाला दस्तावेज़ इस विद्यालय का नहीं है",
  main_board_unknown: "सूची में से कोई मुख्य बोर्ड चुनें",
  board_not_in_main_board: "चुने गए मुख्य बोर्ड का कोई मंडलीय बोर्ड चुनें",
  username_taken: "यह उपयोगकर्ता नाम पहले से लिया जा चुका है",
  email_taken: "यह ईमेल पहले से उपयोग में है",
  text_expected: "पाठ होना चाहिए",
  request_invalid: "अनुरोध मान्य नहीं है।",
  page_invalid: "पृष्ठ 1 या उससे बड़ी पूर्ण संख्या होना चाहिए",
  /** Takes %{max}. */
  limit_invalid: "पृष्ठ का आकार 1 से %{max} तक की पूर्ण संख्या होना चाहिए",
  // The query parameter's values are quoted as the API takes them.
  approval_filter_invalid: "सत्यापन फ़िल्टर true, false या खाली होना चाहिए",
  status_invalid: "स्थिति true या false होनी चाहिए",
  /** The school list's filters and sorts (issue 31). */
  list_filter_id_invalid: "राज्य, शहर, मुख्य बोर्ड या बोर्ड फ़िल्टर सूची की कोई आईडी होना चाहिए",
  type_filter_invalid: "प्रकार फ़िल्टर public, private या खाली होना चाहिए",
  activity_filter_invalid: "गतिविधि फ़िल्टर true, false या खाली होना चाहिए",
  registration_date_invalid: "पंजीकरण की तारीख़ YYYY-MM-DD के रूप में लिखी तारीख़ होनी चाहिए",
  registration_range_invalid: "पंजीकरण की तारीख़ों की सीमा अपने आरंभ से पहले समाप्त नहीं हो सकती",
  /** Takes %{fields}: the fields the list sorts by. */
  list_sort_invalid: "सूची केवल %{fields} के अनुसार क्रमबद्ध होती है",
  list_order_invalid: "क्रम ASC या DESC होना चाहिए",
  confirm_duplicate_invalid: "confirm_duplicate का मान true या false होना चाहिए",
  /** The 409 of a school that matches another (contract/duplicates.ts). */
  duplicate_school:
    "यह विद्यालय शायद पहले से पंजीकृत है: इसका ईमेल, फ़ोन नंबर, या नाम और पिनकोड किसी अन्य विद्यालय से मेल खाते हैं।",
  udise_code_leading_zero:
    "UDISE+ कोड में 10 अंक हैं: संभवतः स्प्रेडशीट ने उसका पहला शून्य हटा दिया (राज्य कोड 01-09)। कॉलम को टेक्स्ट बनाकर कोड फिर से दर्ज करें",
  import_row_repeated: "इस फ़ाइल की पंक्ति %{row} को दोहराती है (वही UDISE+ कोड, या नाम और पिनकोड)",
  import_row_same_contact:
    "इसका ईमेल या फ़ोन नंबर पंक्ति %{row} वाला है; दोनों को आयात करने के लिए confirm_duplicate को true करें",
  import_row_duplicate:
    "ईमेल, फ़ोन नंबर, या नाम और पिनकोड से %{school} से मेल खाती है; फिर भी आयात करने के लिए confirm_duplicate को true करें",
  /** A date range (the Audit Log's From and To) that ends before it starts. */
  date_range_invalid: "'तक' की तारीख़ 'से' की तारीख़ से पहले नहीं हो सकती",
  date_range_empty: "'तक' का समय 'से' के समय के बाद होना चाहिए",
  bulk_ids_required: "कम से कम एक रिकॉर्ड चुनें।",
  bulk_ids_too_many: "एक बार में अधिकतम %{max} रिकॉर्ड।",
  /** Takes %{min} and %{max}. */
  year_range: "वर्ष %{min} से %{max} तक की पूर्ण संख्या होना चाहिए",
  period_date_invalid: "'से' और 'तक' YYYY-MM-DD के रूप में लिखी वास्तविक तारीख़ें होनी चाहिए",
  period_order_invalid: "अवधि शुरू होने से पहले समाप्त नहीं हो सकती",
  period_too_long: "अवधि अधिकतम 3 वर्ष की हो सकती है",
  period_in_future: "अवधि आज के बाद समाप्त नहीं हो सकती",
  place_city_without_state: "शहर उसके राज्य के साथ ही चुना जाता है: state_id भी दें",
  place_city_not_in_state: "यह शहर दिए गए राज्य में नहीं है",
  low_attendance_threshold_invalid: "सीमा %{min} से %{max} तक, %{step} के अंतराल में होनी चाहिए",
  /** Takes %{parameter} and %{parameters}: a query parameter the operation does not take. */
  parameter_unknown: "%{parameter} यहाँ कोई पैरामीटर नहीं है; पैरामीटर ये हैं: %{parameters}",
  /** Takes %{parameter}: a query parameter of an operation that takes none. */
  parameter_none: "%{parameter} यहाँ कोई पैरामीटर नहीं है; यह कॉल कोई पैरामीटर नहीं लेती",
  holiday_day_required: "तारीख़ आवश्यक है",
  holiday_day_invalid: "वर्ष %{min} से %{max} तक की कोई तारीख़ दर्ज करें",
  holiday_name_required: "नाम आवश्यक है",
  holiday_year_or_range: "एक वर्ष या दिनों की एक अवधि (from और to) दें, दोनों नहीं",
  holiday_range_incomplete: "दिनों की अवधि के लिए from और to दोनों आवश्यक हैं",
  attendance_day_invalid: "दिन YYYY-MM-DD के रूप में लिखी तारीख़ होना चाहिए",
  attendance_day_future: "दिन आज (भारत में %{today}) के बाद का नहीं हो सकता",
  attendance_count_invalid: "उपस्थित संख्याएँ 0 या उससे अधिक की पूर्ण संख्याएँ होनी चाहिए",
  school_id_invalid: "विद्यालय की आईडी 1 या उससे अधिक की पूर्ण संख्या होनी चाहिए",
  attendance_rows_count: "1 से %{max} तक पंक्तियाँ भेजें",
  attendance_school_repeated: "हर विद्यालय एक कॉल में एक ही बार आ सकता है; दोहराए गए: %{ids}",
};
