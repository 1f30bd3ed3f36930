import { cms, decapReact } from "./cms";

interface ControlProps {
  value?: string;
  onChange: (value: string) => void;
}

/**
 * Decap's Markdown editor reads its value once, when it is drawn: "Fill in from another language" copies the
 * Portuguese body into the draft, yet the editor goes on showing the empty one, and the next keystroke saves that.
 * Drawn again whenever its value changes from outside (a copy), it shows the body a translation starts from.
 */
export function registerBodyThatFollowsCopies() {
  const markdown = cms().getWidget("markdown");
  const { h, createClass } = decapReact();
  const control = createClass({
    getInitialState: () => ({ drawn: 0 }),
    sent: undefined as string | undefined,
    componentDidUpdate(this: DecapComponent, previous: ControlProps) {
      const { value } = this.props;
      if (value !== previous.value && value !== this.sent) this.setState({ drawn: this.state.drawn + 1 });
    },
    render(this: DecapComponent) {
      return h(markdown.control, {
        ...this.props,
        key: this.state.drawn,
        onChange: (value: string) => {
          this.sent = value;
          this.props.onChange(value);
        },
      });
    },
  });
  // Decap spreads the other options over control and preview: the originals must not come along.
  const { control: _control, preview, ...options } = markdown;
  cms().registerWidget({ ...options, name: "markdown", controlComponent: control, previewComponent: preview });
}

interface DecapComponent {
  props: ControlProps & Record<string, unknown>;
  state: { drawn: number };
  sent: string | undefined;
  setState(state: { drawn: number }): void;
}
