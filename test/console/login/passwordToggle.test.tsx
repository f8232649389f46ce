import { describe, expect, it } from "vitest";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { Form, PasswordInput } from "react-admin";
import { SignInForm } from "../../../src/login/SignInForm";
import { translate } from "../../../src/login/signInMessages";
import { renderInAdmin } from "../harness";

/** The eye icon a password field's toggle shows (MUI's icons carry their name as a test id). */
const icon = (toggle: HTMLElement) => toggle.querySelector("svg")!.getAttribute("data-testid");

describe("Password fields' show or hide toggle", () => {
  it("shows the same eye on the sign-in page as in the console's forms, hidden and shown", () => {
    renderInAdmin(
      <Form>
        <PasswordInput source="new_pass" />
      </Form>,
    );
    const formToggle = screen.getByRole("button", { name: "Show password" });
    const formHidden = icon(formToggle);
    fireEvent.click(formToggle);
    const formShown = icon(screen.getByRole("button", { name: "Hide password" }));
    expect(formHidden).not.toBe(formShown);

    const signIn = render(
      <SignInForm translate={translate} login={async () => undefined} notify={() => {}} />,
    );
    const page = within(signIn.container);
    const signInToggle = page.getByRole("button", { name: "Show password" });
    expect(icon(signInToggle)).toBe(formHidden);
    fireEvent.click(signInToggle);
    expect(icon(page.getByRole("button", { name: "Hide password" }))).toBe(formShown);
  });
});
