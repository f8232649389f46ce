import Grid from "@mui/material/Grid";
import { AREA_RADIUS_MAX_LENGTH, COORDINATE_STEP } from "../../contract/schools";
import { Text } from "./SchoolFormSection";

/**
 * Where the school is, and the radius within which attendance counts. Text inputs, not
 * NumberInput: a coordinate keeps the decimals entered (12.500000 must stay 12.500000).
 */
export const SchoolFormCoordinates = ({ disabled }: { disabled: boolean }) => (
  <Grid container columnSpacing={2}>
    <Text
      source="latitude"
      size={4}
      disabled={disabled}
      type="number"
      step={COORDINATE_STEP}
      inputMode="decimal"
    />
    <Text
      source="longitude"
      size={4}
      disabled={disabled}
      type="number"
      step={COORDINATE_STEP}
      inputMode="decimal"
    />
    <Text
      source="area_radius"
      size={4}
      disabled={disabled}
      inputMode="numeric"
      maxLength={AREA_RADIUS_MAX_LENGTH}
    />
  </Grid>
);
