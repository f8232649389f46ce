import Grid from "@mui/material/Grid";
import { SelectInput, useTranslate } from "react-admin";
import { useFormContext, useWatch } from "react-hook-form";
import { SCHOOL_TYPES } from "../../contract/schools";
import { useCities, useCountries, useMainBoards, useStates } from "../common/lookups";
import { Text, schoolField } from "./SchoolFormSection";

const chosen = (value: unknown) => value !== null && value !== undefined && String(value) !== "";

/** The school details: lookups load as choices are made, and a change clears what depends on it. */
export const SchoolFormDetails = ({ disabled }: { disabled: boolean }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [countryId, stateId, mainBoardId] = useWatch({
    name: ["country_id", "state_id", "main_board_id"],
  }) as unknown[];
  const countries = useCountries();
  const states = useStates(countryId);
  const cities = useCities(stateId);
  const boards = useMainBoards();
  const subBoards =
    boards.data?.find((board) => String(board.main_board_id) === String(mainBoardId ?? ""))
      ?.sub_boards ?? [];
  const clear = (...fields: string[]) => {
    for (const field of fields) setValue(field, "", { shouldDirty: true });
  };
  const select = { isRequired: true, fullWidth: true } as const;

  return (
    <Grid container columnSpacing={2}>
      <Text source="school_name" disabled={disabled} />
      <Text source="school_email" disabled={disabled} type="email" inputMode="email" />
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput
          {...select}
          source="type"
          label={schoolField("type")}
          disabled={disabled}
          choices={SCHOOL_TYPES.map((type) => ({
            id: type,
            name: translate(`schools.types.${type}`),
          }))}
        />
      </Grid>
      <Text source="established_year" disabled={disabled} inputMode="numeric" maxLength={4} />
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput
          {...select}
          source="main_board_id"
          label={schoolField("main_board_id")}
          disabled={disabled}
          isPending={boards.isPending}
          choices={boards.data ?? []}
          optionValue="main_board_id"
          onChange={() => clear("board_id")}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput
          {...select}
          source="board_id"
          label={schoolField("board_id")}
          disabled={disabled || !chosen(mainBoardId)}
          isPending={boards.isPending}
          choices={subBoards}
          optionValue="board_id"
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectInput
          {...select}
          source="country_id"
          label={schoolField("country_id")}
          disabled={disabled}
          isPending={countries.isPending}
          choices={countries.data ?? []}
          optionValue="country_id"
          onChange={() => clear("state_id", "city_id")}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectInput
          {...select}
          source="state_id"
          label={schoolField("state_id")}
          disabled={disabled || !chosen(countryId)}
          // Pending only while fetching: a state list not asked for yet is simply empty.
          isPending={states.isLoading}
          choices={chosen(countryId) ? (states.data ?? []) : []}
          optionValue="state_id"
          onChange={() => clear("city_id")}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectInput
          {...select}
          source="city_id"
          label={schoolField("city_id")}
          disabled={disabled || !chosen(stateId)}
          isPending={cities.isLoading}
          choices={chosen(stateId) ? (cities.data ?? []) : []}
          optionValue="city_id"
        />
      </Grid>
      <Text source="pincode" disabled={disabled} inputMode="numeric" maxLength={6} />
      <Text
        source="school_phone_number"
        disabled={disabled}
        type="tel"
        inputMode="tel"
        maxLength={10}
      />
      <Text source="address" disabled={disabled} multiline size={12} />
      <Text source="website" required={false} disabled={disabled} type="url" inputMode="url" />
      <Text
        source="secondary_phone"
        required={false}
        disabled={disabled}
        type="tel"
        inputMode="tel"
        maxLength={10}
      />
    </Grid>
  );
};
