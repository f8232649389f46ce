import { useMemo, useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useFormContext, useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router-dom";
import { Form, useDataProvider, useNotify, useTranslate } from "react-admin";
import {
  BOARD_ADMIN_TYPES,
  PHONE_LENGTH,
  boardAdminFormSchema,
  type BoardAdminFormValues,
} from "../../contract/boardAdmins";
import type { MainBoard } from "../../contract/lookups";
import { FormSelect, FormText } from "../common/fields";
import { validateWith } from "../common/validateWith";
import type { RollcallDataProvider } from "../providers/dataProvider";
import type { BoardAdminCreatedRecord } from "../providers/resources/boardAdmins";
import { InitialPasswordDialog } from "./InitialPasswordDialog";

const validate = validateWith(boardAdminFormSchema);

const TYPE_CHOICES = BOARD_ADMIN_TYPES.map((type) => ({
  id: type,
  name: `boardAdmins.types.${type}`,
}));

const label = (field: string) => `resources.board-admins.fields.${field}`;

/** The main board select and the divisional board that depends on it. */
export const BoardSelects = ({
  mainBoards,
  loading,
}: {
  mainBoards: MainBoard[];
  loading: boolean;
}) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const mainBoardId = useWatch({ name: "main_board_id" }) as number | string | null | undefined;
  const chosen = mainBoards.find((board) => String(board.main_board_id) === String(mainBoardId));
  const mainChoices = useMemo(
    () => mainBoards.map((board) => ({ id: board.main_board_id, name: board.name })),
    [mainBoards],
  );
  const subChoices = useMemo(
    () => (chosen?.sub_boards ?? []).map((board) => ({ id: board.board_id, name: board.name })),
    [chosen],
  );
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormSelect
          margin="dense"
          source="main_board_id"
          label={label("main_board_id")}
          choices={mainChoices}
          disabled={loading}
          required
          // A new main board empties the divisional board: its choices are another board's.
          onValueChange={() => setValue("board_id", "", { shouldDirty: true })}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormSelect
          margin="dense"
          source="board_id"
          label={label("board_id")}
          choices={subChoices}
          disabled={!chosen}
          helperText={chosen ? undefined : translate("boardAdmins.create.choose_main_board_first")}
          required
        />
      </Grid>
    </>
  );
};

/** Create Board Admin (/create-board). */
export const BoardAdminCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<RollcallDataProvider>();
  const [created, setCreated] = useState<BoardAdminCreatedRecord | null>(null);
  const mainBoards = useQuery({
    queryKey: ["main-boards"],
    queryFn: () => dataProvider.getMainBoards(),
  });
  const mutation = useMutation({
    mutationFn: (values: BoardAdminFormValues) => dataProvider.createBoardAdmin(values),
  });

  const submit = async (values: Record<string, unknown>) => {
    try {
      const result = await mutation.mutateAsync(values as BoardAdminFormValues);
      notify(result.message, { type: "success" });
      // The list shows the new administrator when we return to it.
      await queryClient.invalidateQueries({ queryKey: ["board-admins"] });
      setCreated(result);
    } catch (error) {
      notify((error as Error).message, { type: "error" });
      // Taken usernames or emails and a wrong divisional board show under their fields.
      const errors = (error as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (errors) return errors;
    }
  };

  return (
    <Box sx={{ maxWidth: 960 }}>
      <Button component={Link} to="/boards" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {translate("boardAdmins.create.back")}
      </Button>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {translate("boardAdmins.create.title")}
      </Typography>
      {mainBoards.isError && (
        <Typography role="alert" color="error" sx={{ mb: 2 }}>
          {translate("boardAdmins.create.main_boards_failed")}
        </Typography>
      )}
      <Card>
        <CardContent>
          <Form validate={validate} onSubmit={submit} noValidate>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormText
                  margin="dense"
                  source="username"
                  label={label("username")}
                  autoComplete="off"
                  required
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormText
                  margin="dense"
                  source="email"
                  label={label("email")}
                  type="email"
                  autoComplete="off"
                  required
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormText
                  margin="dense"
                  source="phone"
                  label={label("phone")}
                  type="tel"
                  autoComplete="off"
                  required
                  slotProps={{
                    htmlInput: { maxLength: PHONE_LENGTH, inputMode: "numeric" },
                  }}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormSelect
                  margin="dense"
                  source="type"
                  label={label("type")}
                  choices={TYPE_CHOICES}
                  translateChoices
                  required
                />
              </Grid>
              <BoardSelects mainBoards={mainBoards.data ?? []} loading={mainBoards.isPending} />
              <Grid size={{ xs: 12, md: 4 }}>
                <FormText
                  margin="dense"
                  source="first_name"
                  label={label("first_name")}
                  autoComplete="off"
                  required
                />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <FormText
                  margin="dense"
                  source="middle_name"
                  label={label("middle_name")}
                  autoComplete="off"
                />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <FormText
                  margin="dense"
                  source="last_name"
                  label={label("last_name")}
                  autoComplete="off"
                  required
                />
              </Grid>
            </Grid>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={mutation.isPending}
              sx={{ mt: 2 }}
            >
              {translate("boardAdmins.create.submit")}
            </Button>
          </Form>
        </CardContent>
      </Card>
      <InitialPasswordDialog created={created} onClose={() => navigate("/boards")} />
    </Box>
  );
};
