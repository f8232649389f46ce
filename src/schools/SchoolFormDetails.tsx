import Grid from "@mui/material/Grid";
import { SelectInput, useTranslate } from "react-admin";
import { useFormContext, useWatch } from "react-hook-form";
import { SCHOOL_TYPES } from "../../contract/schools";
import { LookupInput } from "../common/LookupInput";
import { Text, schoolField } from "./SchoolFormSection";

/** The school details: lookups load as choices are made, and a change clears what depends on it. */
export const SchoolFormDetails = ({ disabled }: { disabled: boolean }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [countryId, stateId, mainBoardId] = useWatch({
    name: ["country_id", "state_id", "main_board_id"],
  }) as unknown[];
  const clear = (...fields: string[]) => {
    for (const field of fields) setValue(field, "", { shouldDirty: true });
  };
  return (
    <Grid container columnSpacing={2}>
      <Text source="school_name" disabled={disabled} />
      <Text source="school_email" disabled={disabled} type="email" inputMode="email" />
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput
          isRequired
          fullWidth
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
        <LookupInput
          source="main_board_id"
          reference="main-boards"
          label={schoolField("main_board_id")}
          disabled={disabled}
          onChange={() => clear("board_id")}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <LookupInput
          source="board_id"
          reference="boards"
          parent={{ target: "main_board_id", id: mainBoardId }}
          label={schoolField("board_id")}
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <LookupInput
          source="country_id"
          reference="countries"
          label={schoolField("country_id")}
          disabled={disabled}
          onChange={() => clear("state_id", "city_id")}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <LookupInput
          source="state_id"
          reference="states"
          parent={{ target: "country_id", id: countryId }}
          label={schoolField("state_id")}
          disabled={disabled}
          onChange={() => clear("city_id")}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <LookupInput
          source="city_id"
          reference="cities"
          parent={{ target: "state_id", id: stateId }}
          label={schoolField("city_id")}
          disabled={disabled}
          autocomplete
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
      <Text
        source="udise_code"
        required={false}
        disabled={disabled}
        inputMode="numeric"
        maxLength={11}
      />
    </Grid>
  );
};
