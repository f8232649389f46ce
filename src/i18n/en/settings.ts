/** The settings and mock screens' strings, including their sample data's labels. */
export const settings = {
  menu: {
    title: "Settings",
    ticket_management: "Ticket Management",
    user_roles: "User Roles",
    security_privacy: "Security & Privacy",
    notifications: "Notifications",
    data_backup: "Data Backup",
    advanced_settings: "Advanced Settings",
    data_optimization: "Data Optimization",
    beta_features: "Beta Features",
  },
  whole_number_min: "Enter a whole number of at least %{min}.",
  mock_notice: "This screen is a preview: changes stay on this page and are not saved.",
  ticket_management: {
    title: "Ticket Management",
    under_development: "Ticket Management System is Under Development",
    hint: "Support tickets from schools will be handled here.",
  },
  user_roles: {
    title: "User Roles & Permissions",
    department: "Department",
    all_departments: "All Departments",
    departments: {
      administration: "Administration",
      academics: "Academics",
    },
    none: "No role in this department.",
    roles: {
      super_admin: {
        name: "Super Admin",
        description: "Full access to the platform's schools, boards and finances.",
      },
      teacher: {
        name: "Teacher",
        description: "Manages the students of the own classes.",
      },
    },
    groups: {
      user_management: "User Management",
      financial_access: "Financial Access",
      system_settings: "System Settings",
    },
    permissions: {
      createUsers: "Create users",
      editUsers: "Edit users",
      viewReports: "View reports",
      manageTransactions: "Manage transactions",
      configureSystem: "Configure system",
      manageBackups: "Manage backups",
    },
  },
  security_privacy: {
    title: "Security & Privacy",
    password_policy: "Password Policy",
    min_length: "Minimum length (characters)",
    expiry_days: "Password expiry (days)",
    require_special: "Require special characters",
    require_numbers: "Require numbers",
    require_uppercase: "Require uppercase letters",
    sessions: "Session Management",
    session_timeout: "Session timeout (minutes)",
    max_concurrent: "Maximum concurrent sessions",
  },
  notifications: {
    title: "Notifications",
    unread_count: "%{smart_count} unread |||| %{smart_count} unread",
    mark_as_read: "Mark as Read",
    read: "Read",
    unread: "Unread",
    samples: {
      school_registration: {
        title: "New school registration",
        message: "Sunrise Public School is waiting for verification.",
      },
      payment: {
        title: "Payment received",
        message: "Green Valley High School paid the annual subscription.",
      },
      system_update: {
        title: "System update",
        message: "Maintenance is scheduled for tonight at 11:00 PM.",
      },
      board_admin: {
        title: "Board admin created",
        message: "A new board administrator account was created.",
      },
    },
    times: {
      two_min: "2 min ago",
      one_hour: "1 hour ago",
      three_hours: "3 hours ago",
      yesterday: "Yesterday",
    },
  },
  data_backup: {
    title: "Data Backup",
    automatic: "Automatic backups",
    frequency: "Backup frequency",
    backup_now: "Back Up Now",
    history: "Backup history",
    date: "Date",
    size: "Size",
    status: "Status",
    sample: "Sample: not a real backup",
    simulated: "Simulated: nothing was backed up",
  },
  schedule: {
    daily: "Daily",
    weekly: "Weekly",
    monthly: "Monthly",
  },
  advanced_settings: {
    title: "Advanced Settings",
    api_integration: "API Integration",
    api_enabled: "Enable API access",
    api_key: "API key",
    regenerate_key: "Regenerate Key",
    webhook_url: "Webhook URL",
    rate_limit: "Rate limit (requests per minute)",
  },
  data_optimization: {
    title: "Data Optimization",
    database_settings: "Database Settings",
    cache_enabled: "Enable query cache",
    cache_ttl: "Cache TTL (seconds)",
    schedule: "Optimization schedule",
    time: "Run at",
  },
  beta_features: {
    title: "Beta Features",
    intro: "Try features before they are released. They may change or disappear.",
    features: {
      attendance_insights: {
        name: "Attendance insights",
        description: "Highlights schools whose attendance drops week over week.",
      },
      bulk_messages: {
        name: "Bulk messages",
        description: "Send one announcement to every school of a board.",
      },
      report_designer: {
        name: "Report designer",
        description: "Build custom reports from attendance and registration data.",
      },
    },
  },
};
