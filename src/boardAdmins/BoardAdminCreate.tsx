import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { useFormContext, useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router-dom";
import { CreateBase, Form, SelectInput, TextInput, useNotify, useTranslate } from "react-admin";
import { BOARD_ADMIN_TYPES, PHONE_LENGTH, boardAdminFormSchema } from "../../contract/boardAdmins";
import { useNotifySaveFailure, useWarnWhenUnsaved } from "../common/formHooks";
import { LookupInput } from "../common/LookupInput";
import { SubmitButton } from "../common/SubmitButton";
import { validateWith } from "../common/validateWith";
import type { BoardAdminCreatedRecord } from "../providers/resources/boardAdmins";
import { InitialPasswordDialog } from "./InitialPasswordDialog";
import { PageTitle } from "../common/PageHeader";

const validate = validateWith(boardAdminFormSchema);

const TYPE_CHOICES = BOARD_ADMIN_TYPES.map((type) => ({
  id: type,
  name: `boardAdmins.types.${type}`,
}));

const label = (field: string) => `resources.board-admins.fields.${field}`;

/** The main board select and the divisional board that depends on it. */
export const BoardSelects = () => {
  const { setValue } = useFormContext();
  const mainBoardId = useWatch({ name: "main_board_id" }) as unknown;
  const chosen = mainBoardId !== null && mainBoardId !== undefined && mainBoardId !== "";
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <LookupInput
          source="main_board_id"
          reference="main-boards"
          label={label("main_board_id")}
          // A new main board empties the divisional board: its choices are another board's.
          onChange={() => setValue("board_id", "", { shouldDirty: true })}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <LookupInput
          source="board_id"
          reference="boards"
          parent={{ target: "main_board_id", id: mainBoardId }}
          label={label("board_id")}
          helperText={chosen ? undefined : "boardAdmins.create.choose_main_board_first"}
        />
      </Grid>
    </>
  );
};

/**
 * Create Board Admin (/create-board), on react-admin's create controller: the server's field
 * errors show under their fields, its message as a toast. Success shows the one-time initial
 * password; its dialog leads back to the list.
 */
export const BoardAdminCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const onError = useNotifySaveFailure();
  const warnWhenUnsavedChanges = useWarnWhenUnsaved();
  const [created, setCreated] = useState<BoardAdminCreatedRecord | null>(null);

  return (
    <Box sx={{ maxWidth: 960 }}>
      <Button component={Link} to="/boards" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {translate("boardAdmins.create.back")}
      </Button>
      <PageTitle sx={{ mb: 2 }}>{translate("boardAdmins.create.title")}</PageTitle>
      <CreateBase<BoardAdminCreatedRecord>
        resource="board-admins"
        redirect={false}
        mutationMode="pessimistic"
        mutationOptions={{
          onSuccess: (record: BoardAdminCreatedRecord) => {
            notify(record.message, { type: "success", messageArgs: { _: record.message } });
            setCreated(record);
          },
          onError,
        }}
      >
        <Card>
          <CardContent>
            <Form
              validate={validate}
              noValidate
              warnWhenUnsavedChanges={warnWhenUnsavedChanges}
              // The rules' messages show under their fields; the toast is for the server's.
              disableInvalidFormNotification
            >
              <Grid container columnSpacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                  <TextInput
                    source="username"
                    label={label("username")}
                    autoComplete="off"
                    isRequired
                    fullWidth
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <TextInput
                    source="email"
                    label={label("email")}
                    type="email"
                    autoComplete="off"
                    isRequired
                    fullWidth
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <TextInput
                    source="phone"
                    label={label("phone")}
                    type="tel"
                    autoComplete="off"
                    isRequired
                    fullWidth
                    slotProps={{ htmlInput: { maxLength: PHONE_LENGTH, inputMode: "numeric" } }}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <SelectInput
                    source="type"
                    label={label("type")}
                    choices={TYPE_CHOICES}
                    isRequired
                    fullWidth
                  />
                </Grid>
                <BoardSelects />
                <Grid size={{ xs: 12, md: 4 }}>
                  <TextInput
                    source="first_name"
                    label={label("first_name")}
                    autoComplete="off"
                    isRequired
                    fullWidth
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                  <TextInput
                    source="middle_name"
                    label={label("middle_name")}
                    autoComplete="off"
                    fullWidth
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                  <TextInput
                    source="last_name"
                    label={label("last_name")}
                    autoComplete="off"
                    isRequired
                    fullWidth
                  />
                </Grid>
              </Grid>
              <SubmitButton label="boardAdmins.create.submit" size="large" sx={{ mt: 1 }} />
            </Form>
          </CardContent>
        </Card>
      </CreateBase>
      <InitialPasswordDialog created={created} onClose={() => navigate("/boards")} />
    </Box>
  );
};
