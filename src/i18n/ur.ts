/*
 * Urdu, a partial catalogue: the shell (menu, header, user menu), the sign-in page, the school
 * list's title and buttons and a few field names, enough to show the right-to-left layout on
 * every screen. The rest is shown in English (locales.ts marks it partial), unreported.
 */
export const ur = {
  ra: {
    action: { save: "محفوظ کریں", cancel: "منسوخ کریں", search: "تلاش کریں" },
  },
  app: {
    loading: "لوڈ ہو رہا ہے...",
    skip_to_content: "مرکزی مواد پر جائیں",
    language: "زبان",
    menu: {
      toggle: "سائیڈ بار کھولیں یا بند کریں",
      dashboard: "ڈیش بورڈ",
      boards: "بورڈ",
      schools: "اسکول",
      settings: "ترتیبات",
    },
    user_menu: {
      open: "%{initials}، صارف مینو کھولیں",
      view_profile: "پروفائل دیکھیں",
      logout: "لاگ آؤٹ",
    },
    notifications: { open: "اطلاعات", title: "اطلاعات" },
    login: {
      title: "سپر ایڈمن پورٹل",
      subtitle: "اسکولوں اور بورڈز کے انتظام کے لیے سائن ان کریں",
      username: "صارف نام",
      password: "پاس ورڈ",
      show_password: "پاس ورڈ دکھائیں",
      hide_password: "پاس ورڈ چھپائیں",
      submit: "سائن ان کریں",
      submitting: "سائن ان ہو رہا ہے...",
    },
  },
  resources: {
    schools: {
      name: "اسکول |||| اسکول",
      fields: {
        school_name: "اسکول کا نام",
        school_email: "اسکول کا ای میل",
        state_id: "ریاست",
        city_id: "شہر",
        pincode: "پن کوڈ",
        address: "پتہ",
      },
    },
  },
  schools: {
    list: {
      title: "اسکولوں کا انتظام",
      add: "+ نیا اسکول شامل کریں",
      search: "اسکول تلاش کریں...",
      verify: "تصدیق کریں",
    },
  },
};
