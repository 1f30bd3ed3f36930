import { useState } from "react";
import { NextSteps } from "./next-steps";
import { RegistrationForm, type AccountChoice } from "./registration-form";
import { SignupHero } from "./signup-hero";
import styles from "./registration.module.css";

/** /explore?type=education|business: the hero, the form with the steps ahead beside it, then the thank-you. */
export function RegistrationScreen({ choice }: { choice: AccountChoice }) {
  const [done, setDone] = useState(false);
  return (
    <>
      <SignupHero choice={choice} done={done} />
      <section className={`container section ${done ? "narrow" : styles.signupLayout}`}>
        <RegistrationForm key={choice} choice={choice} onComplete={() => setDone(true)} />
        {!done && <NextSteps id="registration-next" prefix="explore.next" current={0} />}
      </section>
    </>
  );
}
