import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { useFormContext, useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router-dom";
import { CreateBase, Form, SelectInput, TextInput, useNotify, useTranslate } from "react-admin";
import { BOARD_ADMIN_TYPES, PHONE_LENGTH, boardAdminFormSchema } from "../../contract/boardAdmins";
import { useNotifySaveFailure, useWarnWhenUnsaved } from "../common/formHooks";
import { useMainBoards } from "../common/lookups";
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
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const mainBoards = useMainBoards();
  const mainBoardId = useWatch({ name: "main_board_id" }) as number | string | null | undefined;
  const chosen = mainBoards.data?.find(
    (board) => String(board.main_board_id) === String(mainBoardId ?? ""),
  );
  return (
    <>
      {mainBoards.isError && (
        <Grid size={12}>
          <Typography role="alert" color="error">
            {translate("boardAdmins.create.main_boards_failed")}
          </Typography>
        </Grid>
      )}
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput
          source="main_board_id"
          label={label("main_board_id")}
          choices={mainBoards.data ?? []}
          optionValue="main_board_id"
          isPending={mainBoards.isPending}
          // A new main board empties the divisional board: its choices are another board's.
          onChange={() => setValue("board_id", "", { shouldDirty: true })}
          isRequired
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput
          source="board_id"
          label={label("board_id")}
          choices={(chosen?.sub_boards ?? []).map((b) => ({ id: b.board_id, name: b.name }))}
          disabled={!chosen}
          helperText={chosen ? undefined : "boardAdmins.create.choose_main_board_first"}
          isRequired
          fullWidth
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
