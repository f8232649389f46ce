/** The board-admin screens' strings: field names under `resource`, screen texts under `screens`. */
export const boardAdmins = {
  resource: {
    name: "Board admin |||| Board admins",
    fields: {
      // The list's columns (spec: Board Management).
      username: "User Name",
      type: "Type",
      main_board_name: "Main Board Name",
      board_name: "Board Name",
      name: "Name",
      email: "Email",
      phone_number: "Mobile No.",
      status: "Status",
      // The create form's fields (spec: Create Board Admin).
      phone: "Phone",
      main_board_id: "Main Board",
      board_id: "Affiliation Divisional Board",
      first_name: "First Name",
      middle_name: "Middle Name",
      last_name: "Last Name",
    },
  },
  screens: {
    types: {
      board: "Board",
      other: "Other",
    },
    list: {
      title: "Board Management",
      add: "+ Add Board Admin",
      table: "Board administrators",
      active: "Active",
      inactive: "Inactive",
      status_label: "Change the status of %{name} (now %{status})",
      confirm_text: "Are you sure you want to change the board admin status?",
    },
    create: {
      title: "Create Board Admin",
      back: "Back to Board Management",
      submit: "Submit",
      choose_main_board_first: "Choose a main board first",
      password_title: "Board admin created",
      password_text:
        "This is the initial password of %{username}. It is shown only this once: copy it now and share it securely.",
      password_label: "Initial password",
      copy: "Copy password",
      copied: "Password copied",
      copy_failed: "Could not copy. Select the password and copy it by hand.",
      done: "Done",
    },
  },
};
