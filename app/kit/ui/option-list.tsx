import type { Option } from "./filter-bar";

/** A select's choices: an `<option>` each, labelled. */
export function OptionList(props: { options: readonly Option[] | undefined }) {
  return (props.options ?? []).map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

/** A group's checkboxes or radio buttons: a labelled input each. */
export function ChoiceInputs(props: {
  type: "checkbox" | "radio";
  name: string;
  options: readonly Option[] | undefined;
  checked: (value: string) => boolean;
  disabled?: boolean;
  className: string;
}) {
  return (props.options ?? []).map((option) => (
    <label key={option.value} className="flex items-center gap-1.5">
      <input
        type={props.type}
        name={props.name}
        value={option.value}
        defaultChecked={props.checked(option.value)}
        disabled={props.disabled}
        className={props.className}
      />
      {option.label}
    </label>
  ));
}
