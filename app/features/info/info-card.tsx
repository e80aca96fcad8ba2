import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

/** One of 个人信息's cards: its heading, what it is for, and its content. */
export function InfoCard(props: {
  heading: string;
  description: React.ReactNode;
  contentClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{props.heading}</h2>
        </CardTitle>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent className={props.contentClassName}>{props.children}</CardContent>
    </Card>
  );
}
