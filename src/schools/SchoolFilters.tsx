import Box from "@mui/material/Box";
import { useEffect, useRef } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import {
  DateInput,
  FilterButton,
  FilterForm,
  ReferenceInput,
  SelectInput,
  useGetList,
  useTranslate,
  type DateInputProps,
} from "react-admin";
import { SCHOOL_TYPES, registrationReversed } from "../../contract/schools";
import { validationMessages as m } from "../../contract/messages";
import { translateMessage } from "../providers/httpClient";

/*
 * The school list's filters of issue 31 (state, city, main board, board, type, activity and the
 * registration dates), as react-admin's own filter button and form: each is added from the
 * button's menu, shown as an input that can be removed, and kept in the URL with the list's
 * other parameters, so a filtered view can be bookmarked and the export takes the same filter.
 * The spec's search box and its verified filter stay as they are, beside them.
 */

/** A lookup's input whose choices depend on another filter: empty and disabled until it is set. */
const DependentReferenceInput = ({
  source,
  reference,
  parent,
  label,
  waiting,
}: {
  source: string;
  reference: string;
  parent: string;
  label: string;
  waiting: string;
}) => {
  const translate = useTranslate();
  const parentId = useWatch({ name: parent }) as number | string | undefined;
  const { setValue, getValues } = useFormContext();
  // A city of another state (a board of another main board) would match no school: it goes
  // when its parent changes, not when the form is first filled from the URL (its first render
  // has no parent yet: a link to a state and its city, as the dashboard's, keeps the city).
  const previous = useRef(parentId);
  useEffect(() => {
    if (
      previous.current !== undefined &&
      previous.current !== parentId &&
      getValues(source) !== undefined
    ) {
      setValue(source, "", { shouldDirty: true });
    }
    previous.current = parentId;
  }, [parentId, source, setValue, getValues]);
  // The API lists cities of one state (boards of one main board) at a time.
  if (parentId === undefined || parentId === "" || parentId === null) {
    return (
      <SelectInput
        source={source}
        label={label}
        choices={[]}
        disabled
        helperText={translate(waiting)}
      />
    );
  }
  return (
    <ReferenceInput
      source={source}
      reference={reference}
      filter={{ [parent]: parentId }}
      sort={{ field: "name", order: "ASC" }}
      perPage={1000}
      // The chosen value is read from its parent's list too (the lookups' getMany).
      queryOptions={{ meta: { [parent]: parentId } }}
    >
      <SelectInput optionText="name" label={label} helperText={false} />
    </ReferenceInput>
  );
};

/**
 * The state filter: the states of the country the platform serves. The API lists states one
 * country at a time, and Rollcall's geography is one country's (India's), so its first country
 * is the one whose states are offered.
 */
const StateInput = ({ source, label }: { source: string; label: string }) => {
  const { data: countries } = useGetList("countries", {
    pagination: { page: 1, perPage: 1 },
    sort: { field: "id", order: "ASC" },
  });
  const country = countries?.[0]?.id;
  if (country === undefined) {
    return <SelectInput source={source} label={label} choices={[]} disabled helperText={false} />;
  }
  return (
    <ReferenceInput
      source={source}
      reference="states"
      filter={{ country_id: country }}
      sort={{ field: "name", order: "ASC" }}
      perPage={1000}
      queryOptions={{ meta: { country_id: country } }}
    >
      <SelectInput optionText="name" label={label} helperText={false} />
    </ReferenceInput>
  );
};

/**
 * A registration range that ends before it starts, refused at its end as the server refuses it
 * (the contract's rule and message, in the user's language). react-admin's filter form does
 * not apply values that fail their validation: the list is not asked for the range.
 */
const rangeInOrder = (to: unknown, values: { registered_from?: string | null }) =>
  registrationReversed(values.registered_from, to as string | null)
    ? translateMessage(m.registration_range_invalid)
    : undefined;

/**
 * The end of the registration range. Its rule reads both days, and a field is checked when it
 * changes: a change of the start (and the values a link opens with) checks the end again too.
 */
const RegisteredToInput = (props: DateInputProps) => {
  const from = useWatch({ name: "registered_from" }) as string | null | undefined;
  const { trigger, getValues } = useFormContext();
  useEffect(() => {
    if (getValues(props.source)) void trigger(props.source);
  }, [from, props.source, trigger, getValues]);
  return <DateInput {...props} validate={rangeInOrder} />;
};

/** The filters, by their API names (react-admin writes them to the URL under these). */
function useSchoolFilters() {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.schools.fields.${name}`);
  return [
    <StateInput key="state_id" source="state_id" label={field("state_id")} />,
    <DependentReferenceInput
      key="city_id"
      source="city_id"
      reference="cities"
      parent="state_id"
      label={field("city_id")}
      waiting="schools.list.filters.choose_state"
    />,
    <ReferenceInput
      key="main_board_id"
      source="main_board_id"
      reference="main-boards"
      sort={{ field: "name", order: "ASC" }}
      perPage={1000}
      label={field("main_board_id")}
    >
      <SelectInput optionText="name" label={field("main_board_id")} helperText={false} />
    </ReferenceInput>,
    <DependentReferenceInput
      key="board_id"
      source="board_id"
      reference="boards"
      parent="main_board_id"
      label={field("board_id")}
      waiting="schools.list.filters.choose_main_board"
    />,
    <SelectInput
      key="type"
      source="type"
      label={field("type")}
      helperText={false}
      choices={SCHOOL_TYPES.map((type) => ({
        id: type,
        name: translate(`schools.types.${type}`),
      }))}
    />,
    // Labelled 'Activity' apart from the spec's 'Status' filter, which is the verification.
    <SelectInput
      key="status"
      source="status"
      label={translate("schools.list.filters.activity")}
      helperText={false}
      choices={[
        { id: "true", name: translate("schools.list.filters.activity_active") },
        { id: "false", name: translate("schools.list.filters.activity_inactive") },
      ]}
    />,
    <DateInput
      key="registered_from"
      source="registered_from"
      label={translate("schools.list.filters.registered_from")}
      helperText={false}
    />,
    <RegisteredToInput
      key="registered_to"
      source="registered_to"
      label={translate("schools.list.filters.registered_to")}
      helperText={false}
    />,
  ];
}

/** The filter button (its menu adds a filter) and the form of the filters added. */
export const SchoolFilters = () => {
  const filters = useSchoolFilters();
  return (
    <Box
      sx={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "flex-start",
        gap: 1,
        mb: 2,
        // On a phone the inputs take the width, one under the other.
        "& .RaFilterForm-filterFormInput": { minWidth: { xs: "100%", sm: 200 } },
        // react-admin's filter form hides its inputs' helper texts; a refused value's message
        // is said under its field.
        "& .RaFilterForm-root .MuiFormHelperText-root.Mui-error": { display: "block" },
      }}
    >
      <Box sx={{ flex: "1 1 auto", "& .RaFilterForm-root": { p: 0, minHeight: 0 } }}>
        <FilterForm filters={filters} />
      </Box>
      <FilterButton filters={filters} />
    </Box>
  );
};
