import { AutocompleteInput, ReferenceInput, SelectInput } from "react-admin";
import type { LookupResource } from "../providers/resources/lookups";

/** Lookups change rarely: a list read once serves every form that needs it for ten minutes. */
const STALE_TIME = 10 * 60 * 1000;
/** A lookup's whole list in one page, in the API's order (by name). */
const WHOLE_LIST = { perPage: 1000, sort: { field: "name", order: "ASC" } } as const;

const chosen = (value: unknown) => value !== null && value !== undefined && String(value) !== "";

export interface LookupInputProps {
  source: string;
  reference: LookupResource;
  label: string;
  /**
   * For a lookup listed one parent at a time (the states of a country): the parent's key and
   * its chosen value. Until a parent is chosen the select is disabled and empty.
   */
  parent?: { target: string; id: unknown };
  /** A search as you type rather than a plain select: for long lists. */
  autocomplete?: boolean;
  disabled?: boolean;
  helperText?: string;
  onChange?: () => void;
}

/** A required select of a lookup resource, read through react-admin's ReferenceInput. */
export const LookupInput = ({
  reference,
  parent,
  autocomplete,
  disabled,
  ...input
}: LookupInputProps) => {
  const Input = autocomplete ? AutocompleteInput : SelectInput;
  const props = { ...input, optionText: "name", isRequired: true, fullWidth: true };
  if (parent && !chosen(parent.id)) {
    // Nothing to read yet: a ReferenceInput whose read waits would show a loading field instead.
    return <Input {...props} choices={[]} disabled />;
  }
  // The parent's value also goes in meta: getMany picks the chosen record from its parent's list.
  const of = parent && { [parent.target]: parent.id };
  return (
    <ReferenceInput
      // A new parent's list is read afresh, not shown over the last parent's while it loads.
      key={String(parent?.id ?? "")}
      source={input.source}
      reference={reference}
      filter={of}
      {...WHOLE_LIST}
      queryOptions={{ staleTime: STALE_TIME, meta: of }}
    >
      <Input {...props} disabled={disabled} />
    </ReferenceInput>
  );
};
