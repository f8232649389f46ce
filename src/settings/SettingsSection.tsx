import type { ReactNode } from "react";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { useTranslate } from "react-admin";

/** A titled card of a settings screen, a region named by its h2. */
export const SettingsSection = ({
  id,
  title,
  children,
}: {
  id: string;
  /** A catalogue key. */
  title: string;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby={`${id}-title`} sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" id={`${id}-title`} sx={{ fontWeight: 600, mb: 2 }}>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};
