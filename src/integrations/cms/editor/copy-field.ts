import { decap, localeOf, type ImmutableLike, type Rules } from "./decap.ts";
import { problems } from "./rules.ts";

/*
 * `copy`, the field of every text and fact (decision 082): the build's rules checked as the
 * marketer types, in every language, with a live count, in the language's direction (Arabic right
 * to left). It also keeps the newest draft at hand for "Publish" (publish.ts).
 */

interface ControlProps {
  value?: string;
  onChange(value: string): void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  field: ImmutableLike;
  locale?: string;
  getEntry?: () => ImmutableLike;
}

let currentEntry: (() => ImmutableLike) | undefined;

/** The newest draft, as the last field drawn saw it: what "Publish" checks in every language. */
export const draft = () => currentEntry?.();

export const rulesOf = (field: ImmutableLike): Rules => {
  const rules = field.get("copy") as ImmutableLike | undefined;
  return (rules?.toJS() as Rules | undefined) ?? { path: "", placeholders: [], long: false };
};

export function registerCopyField() {
  const h = decap.h;
  const control = decap.createClass({
    isValid(this: { props: ControlProps }) {
      const found = problems(this.props.value ?? "", rulesOf(this.props.field));
      return found.length === 0 ? true : { error: { type: "CUSTOM", message: found.join(" ") } };
    },
    render(this: { props: ControlProps }) {
      const {
        value = "",
        onChange,
        forID,
        classNameWrapper,
        setActiveStyle,
        setInactiveStyle,
        field,
        locale,
      } = this.props;
      if (this.props.getEntry) currentEntry = this.props.getEntry;
      const rules = rulesOf(field);
      const info = localeOf(locale);
      const found = problems(value, rules);
      const length = [...value].length;
      const count = rules.max === undefined ? `${length} characters` : `${length} of ${rules.max} characters`;
      const statusId = `${forID}-status`;
      return h(
        "div",
        { className: "copy-field" },
        // A box that grows with its text; a one-line text takes no line breaks.
        h("textarea", {
          id: forID,
          className: classNameWrapper,
          value,
          dir: info?.dir ?? "auto",
          lang: locale,
          rows: rules.long
            ? Math.min(12, Math.max(3, Math.ceil(length / 70) + 1))
            : Math.min(4, Math.ceil((length + 1) / 70)),
          onKeyDown: rules.long
            ? undefined
            : (event: KeyboardEvent) => {
                if (event.key === "Enter") event.preventDefault();
              },
          "data-copy-key": `${locale ?? ""}:${rules.path}`,
          "aria-invalid": found.length > 0 ? "true" : undefined,
          "aria-describedby": statusId,
          onChange: (event: Event) => onChange((event.target as HTMLInputElement).value),
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
        }),
        h(
          "p",
          { id: statusId, className: found.length > 0 ? "copy-status copy-status-error" : "copy-status" },
          found.length > 0 ? found.join(" ") : count,
        ),
      );
    },
  });
  decap.CMS.registerWidget("copy", control, (props: { value?: string }) => h("p", null, props.value ?? ""));
}
